// Messages (docs/product/messages.md): the limits and texts the page and the server share.
import type { Recipient } from './schemas.ts';
import { displayName } from '../auth/roles.ts';
import { MESSAGE_MAX_LENGTH, type PresenceStatus } from './constants.ts';

/** Presence in words; the colours (docs/product/messages.md#presence) are shared-ui's PresenceAvatar. */
export const PRESENCE_LABELS: Record<PresenceStatus, string> = {
  online: 'Online',
  away: 'Away',
  busy: 'Busy',
  offline: 'Offline',
};

export const MESSAGE_PAGE_SIZE = 30;
/** Attachments: files and images up to 10 MB (issue 14), type checked on the bytes. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_TEXTS = {
  title: 'Messages',
  empty: 'No messages yet',
  noConversations: 'No conversations yet. Start one with New Message.',
  noMatches: 'No conversations match your search.',
  newMessage: 'New Message',
  backToConversations: 'Back to conversations',
  notMember: 'Conversation not found',
  deleteOwnOnly: 'You can delete only your own messages.',
  emptyMessage: 'Write a message or attach a file.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  notReachable: 'You can message people you share a course or a study group with.',
  attachmentTooLarge: 'Attachments can be at most 10 MB.',
  attachmentType: 'This file type cannot be sent. Send images, PDFs, Office documents, ZIP or text files.',
  attachmentFailed: 'The file could not be sent.',
  sendFailed: 'Your message could not be sent. It is still in the box: try again.',
} as const;

/** Send is disabled and ignored for empty or whitespace-only text (docs/product/messages.md#send-rule). */
export function canSend(text: string): boolean {
  return text.trim().length > 0 && text.length <= MESSAGE_MAX_LENGTH;
}

/** A person one may message, as shared-ui's people picker lists them; `included` when already in. */
export function asPickablePerson(
  person: Pick<Recipient, 'Id' | 'Firstname' | 'Lastname' | 'Username' | 'Photo' | 'Status' | 'Relation'>,
  included = false,
) {
  return {
    id: person.Id,
    name: displayName(person),
    photo: person.Photo,
    status: person.Status,
    detail: included ? 'Invited' : person.Relation,
    included,
  };
}
