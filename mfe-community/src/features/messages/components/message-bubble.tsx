// One message (docs/product/messages.md#messages-page): its text with links, the message it replies to, its
// files; reply and delete are offered only to its sender (docs/product/messages.md#sender-only-actions).
import { Box, Button, Flex, HStack, Image, Link, Stack, Text } from '@portal/shared-ui';
import { displayName, formatTime } from '@portal/shared-api/core';
import type { Message } from '@portal/shared-api/messages';
import { Linkified } from '../utils/linkify.tsx';
import { PaperclipIcon } from './icons.tsx';

type Props = { message: Message; onReply: (message: Message) => void; onDelete: (message: Message) => void };

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function MessageBubble({ message, onReply, onDelete }: Props) {
  const own = message.IsOwn;
  const sender = displayName(message.Sender);
  return (
    <Flex
      as="li"
      justify={own ? 'flex-end' : 'flex-start'}
      data-testid="message"
      aria-label={`${own ? 'You' : sender}, ${formatTime(message.CreatedAt)}`}
    >
      <Stack maxW={{ base: '85%', md: '70%' }} gap="1" align={own ? 'flex-end' : 'flex-start'}>
        {own ? null : (
          <Text textStyle="xs" color="fg.muted">
            {sender}
          </Text>
        )}
        <Box
          bg={own ? 'brand.solid' : 'bg.muted'}
          color={own ? 'brand.contrast' : 'fg'}
          px="3"
          py="2"
          borderRadius="l3"
        >
          {message.ReplyTo ? (
            <Box
              borderStartWidth="3px"
              borderColor={own ? 'brand.contrast' : 'brand.solid'}
              ps="2"
              mb="1"
              opacity={0.85}
            >
              <Text textStyle="xs" fontWeight="semibold">
                {message.ReplyTo.SenderName}
              </Text>
              <Text textStyle="xs" lineClamp={2}>
                {message.ReplyTo.Content || 'Attachment'}
              </Text>
            </Box>
          ) : null}
          {message.Content ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              <Linkified text={message.Content} />
            </Text>
          ) : null}
          {message.Attachments.map((file) => (
            <Box key={file.Id} mt={message.Content ? '2' : undefined}>
              {file.IsImage ? (
                <Link
                  href={file.Url}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Open image ${file.FileName}`}
                >
                  <Image src={file.Url} alt={file.FileName} maxH="48" borderRadius="l2" loading="lazy" />
                </Link>
              ) : (
                <Link href={file.Url} download={file.FileName} color="inherit" textDecoration="underline">
                  <HStack as="span" gap="1" display="inline-flex">
                    <PaperclipIcon size={14} />
                    <span>
                      {file.FileName} ({size(file.Size)})
                    </span>
                  </HStack>
                </Link>
              )}
            </Box>
          ))}
        </Box>
        <HStack gap="1">
          <Text textStyle="xs" color="fg.muted">
            {formatTime(message.CreatedAt)}
          </Text>
          {own ? (
            <>
              <Button
                size="2xs"
                variant="ghost"
                onClick={() => onReply(message)}
                aria-label="Reply to your message"
              >
                Reply
              </Button>
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => onDelete(message)}
                aria-label="Delete your message"
              >
                Delete
              </Button>
            </>
          ) : null}
        </HStack>
      </Stack>
    </Flex>
  );
}
