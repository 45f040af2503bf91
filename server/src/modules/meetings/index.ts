// Meetings: scheduling, invitations, joining and reminders (docs/product/meetings.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { findVisible, listDashboardMeetings, visibleTo } from './reads.ts';
export { sendMeetingReminders } from './reminders.ts';
export { default as meetingsRoutes } from './routes.ts';
