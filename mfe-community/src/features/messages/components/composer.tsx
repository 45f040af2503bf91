// The message box (docs/product/messages.md#messages-page): Enter sends, Shift+Enter breaks the line, empty
// or whitespace-only text is never sent (docs/product/messages.md#send-rule), the reply target shows above
// the box. Files go one per message. A failed send keeps the text.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, CloseIcon, Flex, HStack, IconButton, Stack, Text } from '@portal/shared-ui';
import { Textarea } from '@portal/shared-ui/forms';
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  canSend,
  type Message,
} from '@portal/shared-api/messages';
import { PaperclipIcon } from './icons.tsx';

type Props = {
  conversationId: string | null;
  replyTo: Message | null;
  onCancelReply: () => void;
  onSend: (text: string) => Promise<void>;
  onAttach: (file: File) => Promise<void>;
};

export function Composer({ conversationId, replyTo, onCancelReply, onSend, onAttach }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ready = conversationId !== null && canSend(text) && !busy;

  const send = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch {
      setError(MESSAGE_TEXTS.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const attach = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.some((file) => file.size > ATTACHMENT_MAX_BYTES)) {
      setError(MESSAGE_TEXTS.attachmentTooLarge);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      for (const file of chosen) await onAttach(file);
    } catch (failure) {
      setError((failure as Error).message || MESSAGE_TEXTS.attachmentFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      {replyTo ? (
        <Flex align="center" gap="2" bg="bg.muted" borderRadius="l2" px="3" py="1" data-testid="reply-target">
          <Text textStyle="sm" flex="1" truncate>
            Replying to: {replyTo.Content || 'Attachment'}
          </Text>
          <IconButton aria-label="Cancel reply" size="xs" variant="ghost" onClick={onCancelReply}>
            <CloseIcon />
          </IconButton>
        </Flex>
      ) : null}
      {error ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {error}
        </Text>
      ) : null}
      <HStack align="flex-end" gap="2">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept="image/*,.pdf,.zip,.docx,.xlsx,.pptx,.odt,.ods,.odp,.txt,.md,.csv"
          onChange={(event) => void attach(event.target.files)}
          data-testid="attach-input"
        />
        <Button
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={conversationId === null || busy}
          aria-label="Attach a file or image (up to 10 MB)"
        >
          <PaperclipIcon />
        </Button>
        <Box flex="1">
          <Textarea
            aria-label="Message"
            placeholder="Type a message… (Enter sends, Shift+Enter for a new line)"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            autoresize
            maxH="40"
            disabled={conversationId === null}
          />
        </Box>
        <Button onClick={() => void send()} disabled={!ready} loading={busy}>
          Send
        </Button>
      </HStack>
    </Stack>
  );
}
