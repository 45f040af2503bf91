import { displayName } from '@portal/shared-api/core';
import type { Conversation } from '@portal/shared-api/messages';

/** A group's title, else the other members' names ("Maya Chen", "Maya Chen, Lucas Silva"). */
export function conversationName(conversation: Conversation): string {
  if (conversation.Title) return conversation.Title;
  const names = conversation.Participants.map(displayName);
  return names.length > 0 ? names.join(', ') : 'Only you';
}

/** The list's one-line preview of the last message. */
export function lastMessagePreview(conversation: Conversation, myId: string | undefined): string {
  const last = conversation.LastMessage;
  if (!last) return 'No messages yet';
  const text = last.Content.trim() || (last.HasAttachments ? 'Sent an attachment' : '');
  return last.SenderId === myId ? `You: ${text}` : text;
}
