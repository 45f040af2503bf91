// @portal/shared-api/social: social learning (02 §2.6): feed, study buddies, study groups, leaderboard.
export * from '../contract/social.ts';
export * from '../client/social.ts';
export * from '../hooks/use-social.ts';
export { socialKeys } from '../hooks/keys.ts';
