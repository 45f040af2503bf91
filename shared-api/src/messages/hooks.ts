import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteMessage,
  getConversations,
  getMessages,
  getPresence,
  getRecipients,
  postAttachment,
  postConversation,
  postMessage,
  putConversationPin,
  putConversationRead,
  putPresence,
} from './client.ts';
import type { ConversationList, MessagePage, Presence, Recipient, SendMessagePayload } from './contract.ts';
import { messageKeys } from './keys.ts';

/** Presence fades with inactivity on the server; a minute's refresh keeps the dots honest between events. */
const PRESENCE_REFRESH_MS = 60_000;

export const conversationListKey = (search: string) => messageKeys.list('conversations', search);
export const messagePageKey = (conversationId: string) => messageKeys.detail(conversationId);

export function useConversations(search = ''): ApiQuery<ConversationList> {
  return useApiQuery(conversationListKey(search), () => getConversations(search), {
    refreshInterval: PRESENCE_REFRESH_MS,
    keepPreviousData: true,
  });
}

/** The newest page of a conversation; older pages are loaded on demand with `getMessages(id, before)`. */
export function useMessagePage(conversationId: string | null): ApiQuery<MessagePage> {
  return useApiQuery(conversationId ? messagePageKey(conversationId) : null, () =>
    getMessages(conversationId as string),
  );
}

export function useRecipients(search: string, enabled: boolean): ApiQuery<Recipient[]> {
  return useApiQuery(enabled ? messageKeys.list('recipients', search) : null, () => getRecipients(search), {
    keepPreviousData: true,
  });
}

export function usePresence(): ApiQuery<Presence> {
  return useApiQuery(messageKeys.list('presence'), getPresence);
}

const invalidates = [messageKeys];

export function useOpenConversation() {
  return useApiMutation(messageKeys.mutation('open'), postConversation, { invalidates });
}

export function useSendMessage() {
  return useApiMutation(
    messageKeys.mutation('send'),
    ({ conversationId, payload }: { conversationId: string; payload: SendMessagePayload }) =>
      postMessage(conversationId, payload),
    { invalidates },
  );
}

export function useSendAttachment() {
  return useApiMutation(
    messageKeys.mutation('attach'),
    ({ conversationId, file }: { conversationId: string; file: File }) =>
      postAttachment(conversationId, file),
    { invalidates },
  );
}

export function useDeleteMessage() {
  return useApiMutation(messageKeys.mutation('delete'), deleteMessage, { invalidates });
}

export function useMarkConversationRead() {
  return useApiMutation(messageKeys.mutation('read'), putConversationRead, {
    invalidates: [{ isKey: (key) => messageKeys.isKey(key) && (key as unknown[])[1] === 'list' }],
  });
}

export function usePinConversation() {
  return useApiMutation(
    messageKeys.mutation('pin'),
    ({ id, pinned }: { id: string; pinned: boolean }) => putConversationPin(id, pinned),
    { invalidates },
  );
}

export function useSetPresence() {
  return useApiMutation(messageKeys.mutation('presence'), putPresence, { invalidates });
}
