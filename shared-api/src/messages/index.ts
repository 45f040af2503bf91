// @portal/shared-api/messages: conversations, messages, attachments and presence (02 §2.7).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { useLiveMessages } from './live-hooks.ts';
export { messageKeys } from './keys.ts';
