// /user/messages (docs/product/messages.md#messages-page): the conversation list and the selected
// conversation, live. The selection lives in the URL (?conversation=…) so a notification or a link opens it;
// ?to=<userId> (Send message from Contacts) opens the direct conversation with that person. On a phone the
// list and the open conversation take the screen in turn, the conversation with a way back to the list.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Grid, HStack, Stack, Text, toaster, useIsPhone } from '@portal/shared-ui';
import { PageFrame } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { freeText, optionalText, useUrlState } from '@portal/shared-ui/routing';
import {
  MESSAGE_TEXTS,
  useConversations,
  useDeleteMessage,
  useMarkConversationRead,
  useOpenConversation,
  usePinConversation,
  useSendAttachment,
  useLiveMessages,
  useSendMessage,
  type LiveMessageEvent,
  type Message,
} from '@portal/shared-api/messages';
import { Composer } from '../components/composer.tsx';
import { ConversationHeader } from '../components/conversation-header.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { MessageThread } from '../components/message-thread.tsx';
import { NewMessageDialog } from '../components/new-message-dialog.tsx';
import { PresenceSelect } from '../components/presence-select.tsx';
import { useMessageHistory } from '../hooks/use-message-history.ts';
import { usePaneFocus } from '../hooks/use-pane-focus.ts';

const MESSAGES_PARAMS = { conversation: optionalText(), to: freeText() };

export function MessagesPage() {
  const { params, set } = useUrlState(MESSAGES_PARAMS);
  const [search, setSearch] = useState('');
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [composing, setComposing] = useState(false);
  const conversations = useConversations(search);
  const list = conversations.data?.conversations;
  const requested = params.conversation;
  const isPhone = useIsPhone();
  // The first conversation is selected when none is, beside the list; a phone shows the list until one is
  // chosen (nothing is read unseen).
  const selectedId = requested ?? (isPhone ? null : (list?.[0]?.Id ?? null));
  const showList = !isPhone || !requested;
  const showConversation = !isPhone || Boolean(requested);
  const { backRef, listRef } = usePaneFocus(isPhone, requested ?? null);
  const selected = list?.find((conversation) => conversation.Id === selectedId) ?? null;
  const history = useMessageHistory(selectedId);
  const open = useOpenConversation();
  const send = useSendMessage();
  const attach = useSendAttachment();
  const remove = useDeleteMessage();
  const markRead = useMarkConversationRead();
  const pin = usePinConversation();

  const select = useCallback(
    (id: string | null) => {
      setReplyTo(null);
      set({ conversation: id ?? '', to: '' }, { replace: !id });
    },
    [set],
  );

  // Contacts' "Send message": open (or start) the direct conversation with that person. The request's
  // answer replaces `to` in the URL, so this runs once per requested person.
  const { to } = params;
  const openConversation = open.trigger;
  useEffect(() => {
    if (!to) return;
    openConversation({ ParticipantIds: [to] })
      .then((conversation) => set({ conversation: conversation.Id, to: '' }, { replace: true }))
      .catch((error: Error) => {
        toaster.create({
          type: 'error',
          title: 'Could not open the conversation',
          description: error.message,
        });
        set({ conversation: '', to: '' }, { replace: true });
      });
  }, [to, openConversation, set]);

  // What is on screen is read: unread counts clear when the conversation is open and the tab visible.
  const unread = selected?.UnreadCount ?? 0;
  const markConversationRead = markRead.trigger;
  useEffect(() => {
    if (selectedId && unread > 0 && document.visibilityState === 'visible')
      void markConversationRead(selectedId).catch(() => undefined);
  }, [selectedId, unread, markConversationRead]);

  const { forget } = history;
  const onLive = useCallback(
    (event: LiveMessageEvent) => {
      if (event.Kind === 'deleted') forget(event.MessageId);
    },
    [forget],
  );
  useLiveMessages(onLive);

  const sendText = async (text: string) => {
    if (!selectedId) return;
    await send.trigger({
      conversationId: selectedId,
      payload: { Content: text, ReplyToId: replyTo?.Id ?? null },
    });
    // Sending clears the input and the reply target, then refreshes the list
    // (docs/product/messages.md#sending).
    setReplyTo(null);
  };
  const sendFile = async (file: File) => {
    if (selectedId) await attach.trigger({ conversationId: selectedId, file });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger(deleting.Id);
      history.forget(deleting.Id);
      if (replyTo?.Id === deleting.Id) setReplyTo(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Could not delete the message',
        description: (error as Error).message,
      });
    } finally {
      setDeleting(null);
    }
  };
  const startConversation = async (participantIds: string[], title: string) => {
    const conversation = await open.trigger({
      ParticipantIds: participantIds,
      ...(title.trim() ? { Title: title.trim() } : {}),
    });
    select(conversation.Id);
  };

  return (
    <PageFrame
      title={MESSAGE_TEXTS.title}
      actions={
        <HStack gap="2" wrap="wrap">
          <PresenceSelect />
          <Button onClick={() => setComposing(true)}>{MESSAGE_TEXTS.newMessage}</Button>
        </HStack>
      }
    >
      {/* Side by side from md; one pane at a time on a phone. minmax(0, …): long names truncate. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }}
        gap="4"
        h={{ base: showConversation ? 'calc(100dvh - 200px)' : undefined, md: 'calc(100dvh - 180px)' }}
        minH={{ base: showConversation ? '420px' : undefined, md: '480px' }}
      >
        <Box ref={listRef} minH="0" borderWidth="1px" borderRadius="l3" p="3" hidden={!showList}>
          <ConversationList
            query={conversations}
            search={search}
            onSearch={setSearch}
            selectedId={selectedId}
            onSelect={select}
          />
        </Box>
        <Stack
          minH="0"
          borderWidth="1px"
          borderRadius="l3"
          p="3"
          gap="2"
          as="section"
          aria-label="Conversation"
          hidden={!showConversation}
        >
          {isPhone ? (
            <Button
              ref={backRef}
              variant="ghost"
              size="sm"
              alignSelf="flex-start"
              onClick={() => select(null)}
            >
              <span aria-hidden="true">←</span> {MESSAGE_TEXTS.backToConversations}
            </Button>
          ) : null}
          {selected ? (
            <ConversationHeader
              conversation={selected}
              onTogglePin={() =>
                void pin.trigger({ id: selected.Id, pinned: !selected.IsPinned }).catch(() => undefined)
              }
            />
          ) : null}
          {selectedId ? (
            <MessageThread history={history} onReply={setReplyTo} onDelete={setDeleting} />
          ) : (
            <Box flex="1" display="flex" alignItems="center" justifyContent="center">
              <Text color="fg.muted">{conversations.data ? MESSAGE_TEXTS.empty : ''}</Text>
            </Box>
          )}
          <Composer
            conversationId={selectedId}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={sendText}
            onAttach={sendFile}
          />
        </Stack>
      </Grid>
      <NewMessageDialog open={composing} onClose={() => setComposing(false)} onStart={startConversation} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        description="It disappears for everyone in the conversation."
        confirmLabel="Delete"
        destructive
        isPending={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
