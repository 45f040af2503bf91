// @portal/shared-api/messages: conversations, messages, attachments and presence (docs/product/messages.md).
export * from './contract.ts';
export * from './client.ts';
export * from './hooks.ts';
export { useLiveMessages } from './live-hooks.ts';
