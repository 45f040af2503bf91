// Lesson videos as a streaming service does them (docs/product/media.md#transcoding): each uploaded video
// transcoded by a background job to a DASH ladder with a download file and a poster, its status and progress
// told live to the author, and its caption tracks (WebVTT or SRT in, WebVTT out) carried by the manifest.
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { derivedMediaIds, NO_STREAM, streamDetailsOf, type StreamDetails } from './status.ts';
export { startTranscode, TRANSCODE_JOB } from './start.ts';
export { DOWNLOAD_FILE } from './layout.ts';
export { transcodeVideo } from './transcode.ts';
export { default as videoStreamsRoutes } from './routes.ts';
