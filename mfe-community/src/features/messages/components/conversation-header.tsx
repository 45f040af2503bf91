// The open conversation's header: who is in it and their presence, and pinning (for the caller only).
import { Box, Button, Flex, Text } from '@portal/shared-ui';
import { Avatar, PresenceAvatar } from '@portal/shared-ui/data';
import { displayName } from '@portal/shared-api/core';
import { PRESENCE_LABELS, type Conversation } from '@portal/shared-api/messages';
import { conversationName } from '../utils/conversation-name.ts';

type Props = { conversation: Conversation; onTogglePin: () => void };

export function ConversationHeader({ conversation, onTogglePin }: Props) {
  const name = conversationName(conversation);
  const other = conversation.Participants[0];
  const direct = conversation.Type === 'direct' && other;
  return (
    <Flex align="center" gap="3" borderBottomWidth="1px" pb="3">
      {direct ? (
        <PresenceAvatar name={name} src={other.Photo} status={other.Status} size="sm" decorative />
      ) : (
        <Avatar name={name} size="sm" decorative />
      )}
      <Box flex="1" minW="0">
        <Text as="h2" fontWeight="semibold" truncate>
          {name}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {direct
            ? PRESENCE_LABELS[other.Status]
            : conversation.Participants.map(
                (person) => `${displayName(person)} (${PRESENCE_LABELS[person.Status].toLowerCase()})`,
              ).join(', ')}
        </Text>
      </Box>
      <Button size="sm" variant="ghost" onClick={onTogglePin} aria-pressed={conversation.IsPinned}>
        {conversation.IsPinned ? 'Unpin' : 'Pin'}
      </Button>
    </Flex>
  );
}
