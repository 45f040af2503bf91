// @portal/shared-api/meetings: meetings (02 §2.8).
export * from '../contract/meetings.ts';
export * from '../contract/meeting-rules.ts';
export * from '../client/meetings.ts';
export * from '../hooks/use-meetings.ts';
export { meetingKeys } from '../hooks/keys.ts';
