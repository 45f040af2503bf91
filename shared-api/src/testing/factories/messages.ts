// Messages fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Conversation, Message, Participant, Recipient } from '../../messages/contract.ts';

let sequence = 0;
const id = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

export function buildParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    Id: id(),
    Firstname: 'Maya',
    Lastname: 'Chen',
    Username: 'maya',
    Photo: null,
    Status: 'online',
    ...overrides,
  };
}

/** A direct conversation with Maya whose last message came a few minutes ago. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    Id: id(),
    Type: 'direct',
    Title: null,
    Participants: [buildParticipant()],
    IsPinned: false,
    UnreadCount: 0,
    LastMessage: {
      Content: 'See you at the study session!',
      Timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
      SenderId: 'someone-else',
      HasAttachments: false,
    },
    ...overrides,
  };
}

/** A message from Maya unless `IsOwn` (then from the signed-in user). */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  const own = overrides.IsOwn ?? false;
  return {
    Id: id(),
    ConversationId: 'conversation-1',
    Content: 'Hello there',
    CreatedAt: new Date().toISOString(),
    Sender: own
      ? { Id: 'user-1', Firstname: 'Alex', Lastname: 'Student', Username: 'student' }
      : { Id: 'maya-1', Firstname: 'Maya', Lastname: 'Chen', Username: 'maya' },
    ReplyTo: null,
    Attachments: [],
    IsOwn: own,
    ...overrides,
  };
}

export function buildRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return { ...buildParticipant(), Relation: 'Classmate · React Basics', ...overrides };
}
