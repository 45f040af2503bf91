// @portal/shared-api/social: social learning (docs/product/social.md): feed, study buddies, study groups,
// leaderboard.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
