// @portal/shared-api/messages: conversations, messages, attachments and presence (02 §2.7).
export * from '../contract/messages.ts';
export * from '../client/messages.ts';
export * from '../hooks/use-messages.ts';
export { useLiveMessages } from '../hooks/use-live-messages.ts';
export { messageKeys } from '../hooks/keys.ts';
