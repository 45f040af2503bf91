// Messages: conversations, their messages and attachments, presence and recipients
// (docs/product/messages.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { liveMessages } from './live.ts';
export { assertReachable } from './recipients.ts';
export { default as messagesRoutes } from './routes.ts';
export { attachmentFiles } from './stored-files.ts';
