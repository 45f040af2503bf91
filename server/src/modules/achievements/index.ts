// Goals and achievements: a learner's goals measured from their activity, and the achievements their activity
// unlocks (docs/product/achievements.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { afterActivity } from './achievements.ts';
export { default as achievementsRoutes } from './routes.ts';
