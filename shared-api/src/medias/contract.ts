// Uploads and the media library (docs/product/media.md): the types the browser uses, and the limits and
// texts shared with the server.
import { object, string } from 'yup';
import type { UploadedMedia, UploadQuery } from './upload-schemas.ts';
export type * from './schemas.ts';
import { UPLOAD_LIMITS, UPLOAD_TEXTS } from '../course-authoring/rules.ts';
export type { UploadedMedia, UploadQuery };

export { UPLOAD_LIMITS, UPLOAD_TEXTS };

export type UploadKind = UploadQuery['kind'];
export type UploadPurpose = NonNullable<UploadQuery['purpose']>;

/** The extensions the file pickers offer; the server decides on the bytes. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime,.mp4,.webm,.ogg,.ogv,.avi,.mov',
  image: 'image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif',
};
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  video: ['mp4', 'm4v', 'webm', 'ogg', 'ogv', 'avi', 'mov'],
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
};

export const MEDIA_TEXTS = {
  notFound: 'The requested file could not be found.',
  videoForbidden: 'Only instructors can upload videos.',
  oneFile: 'Send exactly one file, in a form field named "file".',
  emptyFile: 'The file is empty.',
  posterTarget: 'A poster needs the Id of one of your videos (posterFor).',
  posterOnlyImages: 'Only an image can be a video’s poster.',
  inCourse: 'This file is part of a course. Remove it from the course before deleting it.',
  renamed: 'File renamed',
  deleted: 'File deleted',
  aborted: 'The upload was cancelled.',
  offline: 'Cannot reach the server. Check your connection and try again.',
  // Resumable uploads (docs/product/media.md#resumable-uploads)
  uploadLength: 'Say the size of the file (Upload-Length) when the upload starts.',
  uploadMetadata: 'Only the file’s name (filename) can be sent with an upload.',
  // The media library page (docs/product/media.md#media-library)
  libraryTitle: 'Media Library',
  libraryDescription: 'Your lesson videos: upload, rename and delete them, and make their thumbnails.',
  noVideos: 'No videos yet',
  noVideosHint: 'Videos you upload here or in a lesson are listed with their thumbnails.',
  videoUploadFailed: 'Failed to upload video. Please try again.',
  videosLoadFailed: 'Failed to load videos.',
  videoUpdateFailed: 'Failed to update video.',
  videoDeleteFailed: 'Failed to delete video.',
  nameRequired: 'Enter a name for the video',
  deleteConfirm: 'Delete this video?',
  deleteWarning: 'Its thumbnail goes with it. A video a course uses cannot be deleted.',
  thumbnailUpdated: 'Thumbnail updated',
  thumbnailFailed: 'Failed to generate thumbnail',
  thumbnailLoadFailed: 'Failed to load video for thumbnail generation',
  // Transcoding and captions (docs/product/media.md#transcoding)
  notAVideo: 'Only a video has a stream and captions.',
  alreadyProcessing: 'This video is already being processed.',
  alreadyReady: 'This video’s stream is ready.',
  retryStarted: 'Processing the video again.',
  processingLabel: (percent: number) => `Processing ${percent} %`,
  ready: 'Ready',
  failed: 'Processing failed',
  retry: 'Retry',
  playingOriginal: 'This video is still being processed: it plays in its original quality for now.',
  captionTooLarge: 'A caption file can be at most 1 MB.',
  captionNotFound: 'The caption track could not be found.',
  // Caption files (docs/product/media.md#captions): the server's refusals and the wizard's Captions field
  captionNoCues: 'The caption file has no cues.',
  captionNotTiming: (line: number, text: string) =>
    `Line ${line}: “${text.length > 60 ? `${text.slice(0, 60)}…` : text}” is not a cue timing (start --> end).`,
  captionEndsBeforeStart: (line: number) => `Line ${line}: the cue ends before it starts.`,
  captionsLegend: 'Captions',
  captionsNone: 'No captions yet.',
  captionsHint: 'A WebVTT (.vtt) or SRT (.srt) file, at most 1 MB. The default track shows first.',
  captionFile: 'Caption file',
  captionFileRequired: 'Choose a caption file.',
  captionLanguage: 'Language',
  captionLabel: 'Label',
  captionDefault: 'Default',
  addCaptions: 'Add captions',
  removeCaptions: (label: string) => `Remove captions ${label}`,
  captionsFailed: 'The captions could not be saved. Please try again.',
} as const;

/** What the caption file picker offers; the server reads the text either way. */
export const CAPTION_ACCEPT = '.vtt,.srt,text/vtt';

/** What the live stream says when one of the caller's videos moves on (the `media` event). */
export type VideoProgressEvent = {
  Id: string;
  Status: 'processing' | 'ready' | 'failed';
  Progress: number;
  Error: string | null;
};

/** The largest caption file the server takes (docs/product/media.md#captions). */
export const CAPTION_MAX_BYTES = 1024 * 1024;

/** Files per page of the media library, the server's default (docs/product/media.md#limits). */
export const MEDIA_PAGE_SIZE = 20;

/** The name a file is shown by (PUT /api/medias/{slug}), at most 200 characters. */
export const mediaNameSchema = object({
  name: string().trim().required(MEDIA_TEXTS.nameRequired).max(200, 'Use at most 200 characters'),
});

/** Bytes as a person reads them: 1.5 GB, 820 MB, 12 kB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}

/** What a person reads when an upload would pass their storage quota (docs/product/media.md#storage-quota). */
export const STORAGE_TEXTS = {
  quotaExceeded: (usedBytes: number, quotaBytes: number) =>
    `This upload would take you past your storage quota of ${formatBytes(quotaBytes)} ` +
    `(${formatBytes(usedBytes)} used). Delete files you no longer need, then try again.`,
} as const;

/** The kind's name in the toasts, as in 'Video file uploaded successfully.' (docs/product/media.md#texts). */
export const UPLOAD_KIND_LABELS: Record<UploadKind, string> = { video: 'Video', image: 'Image' };

/** A fast check before sending (size, extension); null when the file may go. The server checks again. */
export function uploadPrecheck(file: { name?: string; size: number }, kind: UploadKind): string | null {
  const video = kind === 'video';
  if (file.size > (video ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes))
    return video ? UPLOAD_TEXTS.videoTooLarge : UPLOAD_TEXTS.imageTooLarge;
  const dot = file.name?.lastIndexOf('.') ?? -1;
  // A name without an extension says nothing: the server reads the bytes.
  if (file.name && dot > 0 && !EXTENSIONS[kind].includes(file.name.slice(dot + 1).toLowerCase()))
    return video ? UPLOAD_TEXTS.videoWrongType : UPLOAD_TEXTS.imageWrongType;
  return null;
}
