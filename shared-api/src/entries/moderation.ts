// @portal/shared-api/moderation: the administrators' moderation queue (issue 15): pending reviews, content
// reports, feedback and the audit log.
export * from '../contract/moderation.ts';
export * from '../client/moderation.ts';
export * from '../hooks/use-moderation.ts';
export { moderationKeys } from '../hooks/keys.ts';
