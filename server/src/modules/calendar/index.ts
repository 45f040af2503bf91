// The calendar: a learner's meetings, goal deadlines and course dates in a range, the private iCal feed and
// one meeting as an .ics file (docs/product/calendar.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as calendarRoutes } from './routes.ts';
