// The course player (docs/product/player.md): its constants, limits and texts, shared by the page and the
// server. Wire types come from the schemas.
import type {
  Bookmark,
  BookmarkPayload,
  PlayerPreferences,
  PlayerPreferencesPayload,
  QuizAttemptPayload,
  QuizAttemptResult,
  QuizAttemptSummary,
  ReportAnswer,
  ReportPayload,
  VideoAnalyticsAnswer,
  VideoAnalyticsPayload,
  VideoProgress,
  VideoProgressAnswer,
  VideoProgressPayload,
} from './activity-schemas.ts';
export type * from './schemas.ts';

/** `/user/courses/{slug}/read[/{lessonId}]`: where every Continue leads. */
export { coursePlayerPath } from '../enrollments/contract.ts';
import type { ANALYTICS_EVENTS } from './constants.ts';
import { REPORT_REASONS } from './constants.ts';
export * from './constants.ts';
export type {
  Bookmark,
  BookmarkPayload,
  PlayerPreferences,
  PlayerPreferencesPayload,
  QuizAttemptPayload,
  QuizAttemptResult,
  QuizAttemptSummary,
  ReportAnswer,
  ReportPayload,
  VideoAnalyticsAnswer,
  VideoAnalyticsPayload,
  VideoProgress,
  VideoProgressAnswer,
  VideoProgressPayload,
};

/** A quiz lesson is complete once an attempt scores at least this (percent). */
export const QUIZ_PASS_MARK = 70;

/** The video figures (docs/product/player.md#video-figures). */
export const VIDEO_COMPLETION_THRESHOLD = 90;
export const PROGRESS_SAVE_EVERY_SECONDS = 10;
export const AUTO_ADVANCE_DELAY_MS = 2000;
export const SEEK_STEP_SECONDS = 10;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Inappropriate content',
  quality: 'Poor quality',
  misleading: 'Misleading information',
  copyright: 'Copyright violation',
  other: 'Other',
};
/** The reasons as a select's options, in the list's order (the player's and the social feed's reports). */
export const REPORT_REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

/** The player's texts, verbatim (docs/product/player.md#texts). */
export const PLAYER_TEXTS = {
  courseNotFound: 'Course Not Found',
  courseNotFoundBody: "The course you're looking for doesn't exist or you don't have access to it.",
  browseCourses: 'Browse Courses',
  tryAgain: 'Try Again',
  preparing: 'Preparing course content...',
  pageTitle: (title: string) => `${title} - Course Player`,
  sidebarTitle: 'Course Content',
  /** The course's byline under its title: the instructor and the course's length. */
  byline: (instructor: string, minutes: number) =>
    `${instructor} · ${Math.floor(minutes / 60)}h ${minutes % 60}m`,
  lessonRegion: 'Lesson',
  contentTab: 'Content',
  notesTab: 'Notes',
  bookmarksTab: (count: number) => `Bookmarks (${count})`,
  previous: 'Previous',
  next: 'Next',
  noContentInSection: 'No content available',
  nothingSelected: 'Select content to start learning',
  nothingSelectedHint: 'Choose a lesson from the sidebar to begin',
  loadingVideo: 'Loading video...',
  videoError: 'Video Error',
  videoLoadFailed: 'Failed to load video. Please try again.',
  contentLoadFailed: 'Failed to load content. Please try again.',
  noSources: 'No Video Sources',
  noSourcesBody: 'This video content is not available at the moment.',
  unsupported: 'Unsupported content type',
  aboutVideo: 'About this video',
  autoAdvance: 'Auto-advance',
  bookmark: 'Bookmark',
  report: 'Report',
  download: 'Download',
  quizTitle: (title: string) => `Quiz: ${title}`,
  notesTitle: 'Your Notes',
  notesPlaceholder: 'Take notes while learning...',
  saveNotes: 'Save Notes',
  bookmarksTitle: 'Your Bookmarks',
  noBookmarks: 'No bookmarks yet. Add bookmarks while watching videos.',
  goTo: 'Go to',
  reportTitle: 'Report Content',
  reportDetails: 'Additional details',
  reportPlaceholder: 'Please provide more details about the issue...',
  submitReport: 'Submit Report',
  cancel: 'Cancel',
} as const;

/** The layout figures (docs/product/player.md#player-layout). */
export const PLAYER_LAYOUT = {
  pdfHeight: '600px',
  sidebarHeight: '600px',
  notesEditorHeight: '260px',
  reportEditorHeight: '180px',
} as const;
