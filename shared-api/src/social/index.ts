// @portal/shared-api/social: social learning (02 §2.6): feed, study buddies, study groups, leaderboard.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { socialKeys } from './keys.ts';
