// Social learning: the community feed, study buddies, study groups and the weekly leaderboard
// (docs/product/social.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as socialRoutes } from './routes/index.ts';
