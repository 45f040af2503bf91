// Messages (02 §2.7): the types of the wire, the rules and texts.
export * from './message-rules.ts';
export type {
  Attachment,
  Conversation,
  ConversationList,
  LiveMessageEvent,
  LivePresenceEvent,
  Message,
  MessagePage,
  MessagePageQuery,
  OpenConversationPayload,
  Participant,
  Presence,
  PresencePayload,
  Recipient,
  SendMessagePayload,
} from '../schemas/messages.ts';
