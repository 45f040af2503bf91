// The meetings module's face: what the app and other modules may use. Everything else in this folder is private.
export { findVisible, listDashboardMeetings, visibleTo } from './reads.ts';
export { sendMeetingReminders } from './reminders.ts';
export { default as meetingsRoutes } from './routes.ts';
