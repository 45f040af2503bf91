// @portal/shared-api/meetings: meetings (02 §2.8).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { meetingKeys } from './keys.ts';
