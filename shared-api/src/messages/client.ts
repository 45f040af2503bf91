import type {
  Conversation,
  ConversationList,
  Message,
  MessagePage,
  OpenConversationPayload,
  Presence,
  PresencePayload,
  Recipient,
  SendMessagePayload,
} from './contract.ts';
import { http } from '@portal/shared-api/core';

const conversation = (id: string) => `conversations/${encodeURIComponent(id)}`;

export function getConversations(search = ''): Promise<ConversationList> {
  return http.get('conversations', { searchParams: search ? { search } : {} }).json<ConversationList>();
}

export function getRecipients(search = ''): Promise<Recipient[]> {
  return http.get('conversations/recipients', { searchParams: search ? { search } : {} }).json<Recipient[]>();
}

export function postConversation(payload: OpenConversationPayload): Promise<Conversation> {
  return http.post('conversations', { json: payload }).json<Conversation>();
}

export function getMessages(conversationId: string, before?: string): Promise<MessagePage> {
  return http
    .get(`${conversation(conversationId)}/messages`, { searchParams: before ? { before } : {} })
    .json<MessagePage>();
}

export function postMessage(conversationId: string, payload: SendMessagePayload): Promise<Message> {
  return http.post(`${conversation(conversationId)}/messages`, { json: payload }).json<Message>();
}

/** One file as a message of its own: the raw bytes, the type is read from them on the server. */
export function postAttachment(conversationId: string, file: File): Promise<Message> {
  return http
    .post(`${conversation(conversationId)}/attachments`, {
      searchParams: { name: file.name },
      body: file,
      headers: { 'content-type': 'application/octet-stream' },
      timeout: 120_000,
    })
    .json<Message>();
}

export function deleteMessage(id: string): Promise<void> {
  return http.delete(`messages/${encodeURIComponent(id)}`).void();
}

export function putConversationRead(id: string): Promise<void> {
  return http.put(`${conversation(id)}/read`).void();
}

export function putConversationPin(id: string, IsPinned: boolean): Promise<Conversation> {
  return http.put(`${conversation(id)}/pin`, { json: { IsPinned } }).json<Conversation>();
}

export function getPresence(): Promise<Presence> {
  return http.get('presence').json<Presence>();
}

export function putPresence(payload: PresencePayload): Promise<Presence> {
  return http.put('presence', { json: payload }).json<Presence>();
}
