// The left pane (docs/product/messages.md#messages-page): the searchable conversation list, pinned first,
// each with presence, the last message, its time and the unread count.
import { Badge, Box, Button, Flex, Stack, Text } from '@portal/shared-ui';
import { Avatar, ListSkeleton, PresenceAvatar, QueryState } from '@portal/shared-ui/data';
import { SearchInput } from '@portal/shared-ui/forms';
import { timeAgo, useAuth } from '@portal/shared-api/core';
import { MESSAGE_TEXTS, type Conversation, type ConversationList as List } from '@portal/shared-api/messages';
import type { ApiQuery } from '@portal/shared-api/core';
import { conversationName, lastMessagePreview } from '../utils/conversation-name.ts';
import { PinIcon } from './icons.tsx';

type Props = {
  query: ApiQuery<List>;
  search: string;
  onSearch: (text: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

function Row({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { user } = useAuth();
  const name = conversationName(conversation);
  const other = conversation.Participants[0];
  const unread = conversation.UnreadCount;
  return (
    <Button
      variant="ghost"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      bg={selected ? 'bg.muted' : undefined}
      h="auto"
      py="3"
      px="3"
      w="full"
      justifyContent="flex-start"
      textAlign="start"
      fontWeight="normal"
      data-testid="conversation"
      data-conversation-id={conversation.Id}
    >
      <Flex gap="3" align="center" w="full" minW="0">
        {conversation.Type === 'direct' && other ? (
          <PresenceAvatar name={name} src={other.Photo} status={other.Status} size="sm" decorative />
        ) : (
          <Avatar name={name} size="sm" decorative />
        )}
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="2">
            <Text fontWeight={unread ? 'bold' : 'semibold'} truncate>
              {conversation.IsPinned ? (
                <Box as="span" display="inline-flex" me="1" verticalAlign="middle" title="Pinned">
                  <PinIcon />
                  <Box as="span" srOnly>
                    Pinned:
                  </Box>
                </Box>
              ) : null}
              {name}
            </Text>
            {conversation.LastMessage ? (
              <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                {timeAgo(conversation.LastMessage.Timestamp)}
              </Text>
            ) : null}
          </Flex>
          <Flex justify="space-between" gap="2" align="center">
            <Text textStyle="sm" color="fg.muted" truncate>
              {lastMessagePreview(conversation, user?.Id)}
            </Text>
            {unread > 0 ? (
              <Badge colorPalette="brand" variant="solid" size="sm" borderRadius="full">
                {unread}
                <Box as="span" srOnly>
                  {' '}
                  unread
                </Box>
              </Badge>
            ) : null}
          </Flex>
        </Box>
      </Flex>
    </Button>
  );
}

export function ConversationList({ query, search, onSearch, selectedId, onSelect }: Props) {
  return (
    <Stack gap="3" minH="0" h="full">
      <SearchInput
        label="Search conversations"
        hideLabel
        placeholder="Search people or messages"
        value={search}
        onChange={onSearch}
      />
      <Box overflowY="auto" flex="1" minH="0">
        <QueryState
          query={query}
          errorTitle="Unable to load conversations"
          loading={<ListSkeleton count={5} label="Loading conversations" />}
          isEmpty={(data) => data.conversations.length === 0}
          empty={
            <Text color="fg.muted" p="3" textStyle="sm">
              {search ? MESSAGE_TEXTS.noMatches : MESSAGE_TEXTS.noConversations}
            </Text>
          }
        >
          {(data) => (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Conversations">
              {data.conversations.map((conversation) => (
                <li key={conversation.Id}>
                  <Row
                    conversation={conversation}
                    selected={conversation.Id === selectedId}
                    onSelect={() => onSelect(conversation.Id)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}
