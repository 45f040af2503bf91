// The conversation's history (docs/product/messages.md#messages-page): scrolls to the newest message when
// one arrives, keeps its place when older ones load above (on scrolling to the top, or with the button for
// keyboard users).
import { useLayoutEffect, useRef } from 'react';
import { Box, Button, Center, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { MESSAGE_TEXTS, type Message } from '@portal/shared-api/messages';
import type { useMessageHistory } from '../hooks/use-message-history.ts';
import { MessageBubble } from './message-bubble.tsx';

type Props = {
  history: ReturnType<typeof useMessageHistory>;
  onReply: (message: Message) => void;
  onDelete: (message: Message) => void;
};

const NEAR_TOP_PX = 80;

export function MessageThread({ history, onReply, onDelete }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useRef({ first: '', last: '', height: 0 });
  const { messages } = history;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || messages.length === 0) return;
    const first = messages[0]!.Id;
    const last = messages[messages.length - 1]!.Id;
    const before = edges.current;
    if (before.last !== last) element.scrollTop = element.scrollHeight;
    else if (before.first !== first) element.scrollTop += element.scrollHeight - before.height;
    edges.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  return (
    <Box
      ref={box}
      flex="1"
      minH="0"
      overflowY="auto"
      py="2"
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < NEAR_TOP_PX) void history.loadOlder();
      }}
      data-testid="message-thread"
    >
      <QueryState
        query={history.newest}
        errorTitle="Unable to load messages"
        loading={<ListSkeleton count={4} label="Loading messages" />}
        isEmpty={(page) => page.messages.length === 0}
        empty={
          <Center h="full" minH="40">
            <Text color="fg.muted">{MESSAGE_TEXTS.empty}</Text>
          </Center>
        }
      >
        {() => (
          <Stack gap="3">
            {history.hasMore ? (
              <Center>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => void history.loadOlder()}
                  loading={history.loadingOlder}
                >
                  Load older messages
                </Button>
              </Center>
            ) : null}
            {history.olderError ? (
              <Text role="alert" color="fg.error" textStyle="sm" textAlign="center">
                {history.olderError}
              </Text>
            ) : null}
            <Stack
              as="ol"
              gap="3"
              listStyleType="none"
              aria-label="Messages"
              aria-live="polite"
              aria-relevant="additions"
            >
              {messages.map((message) => (
                <MessageBubble key={message.Id} message={message} onReply={onReply} onDelete={onDelete} />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
