// @portal/shared-api/moderation: the administrators' moderation queue (issue 15): pending reviews, content
// reports, feedback and the audit log.
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
