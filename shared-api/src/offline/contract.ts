// What a course stored on this device is, and the texts of offline use (docs/product/library.md#offline-downloads,
// docs/product/player.md#offline).
import type { EnrolledCourse } from '../enrollments/schemas.ts';
import type { PlayerCourse } from '../player/schemas.ts';
import type { VideoProgressPayload } from '../player/activity-schemas.ts';

/** The renditions a learner may store: small (360) or sharp (720). */
export const OFFLINE_QUALITIES = [720, 360] as const;
export type OfflineQuality = (typeof OFFLINE_QUALITIES)[number];

/** A course on this device: its outline as the player renders it, and where each video lesson is stored. */
export type OfflineCourse = {
  userId: string;
  courseId: string;
  slug: string;
  title: string;
  quality: OfflineQuality;
  /** What shaka stored for the lessons, in bytes. */
  bytes: number;
  storedAt: string;
  /** lesson Id → shaka's `offline:` URI. */
  lessons: Record<string, string>;
  outline: PlayerCourse;
  /** The Library's card of the course as it was last seen online: the Library lists it offline. */
  enrolment: EnrolledCourse;
};

/** A position the player could not send, kept until the network returns. */
export type QueuedProgress = {
  id: string;
  userId: string;
  payload: VideoProgressPayload;
  queuedAt: string;
};

export const OFFLINE_TEXTS = {
  download: 'Download',
  chooseQuality: 'Download for offline use',
  chooseQualityHint: 'Video lessons, their captions and the course outline are kept on this device.',
  qualityLabel: (quality: OfflineQuality) => (quality === 720 ? '720p (sharper, larger)' : '360p (smaller)'),
  downloading: (percent: number) => `Downloading ${percent}%`,
  downloaded: 'Downloaded',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from this device`,
  downloadLabel: (title: string) => `Download ${title} for offline use`,
  downloadedToast: 'Course downloaded: it plays without a network.',
  downloadFailed: 'The course could not be downloaded.',
  removedToast: 'Course removed from this device',
  lapsed: (title: string) => `“${title}” was removed from this device: you no longer have access to it.`,
  stored: (count: number, size: string) =>
    `${count} ${count === 1 ? 'course' : 'courses'} on this device (${size}).`,
  spaceUsed: (used: string, quota: string) =>
    `This device: ${used} used of ${quota} available to the portal.`,
  offlineTitle: 'You are offline',
  offlineBody: 'Playing what is stored on this device. Your progress will be sent when you are back online.',
  notStored: 'This lesson is not stored on this device.',
} as const;
