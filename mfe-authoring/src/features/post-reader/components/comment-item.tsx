import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@portal/shared-ui';
import { Avatar } from '@portal/shared-ui/data';
import { timeAgo } from '@portal/shared-api/core';
import type { PostComment } from '@portal/shared-api/posts';
import { CommentBox } from './comment-box.tsx';

type CommentItemProps = {
  comment: PostComment;
  depth: number;
  canReply: boolean;
  onReply: (parent: PostComment, content: string) => Promise<boolean>;
  onEdit: (comment: PostComment, content: string) => Promise<boolean>;
  onDelete: (comment: PostComment) => void;
};

/** One comment of the thread, indented by its depth, with Reply, and Edit / Delete on the reader's own. */
export function CommentItem({ comment, depth, canReply, onReply, onEdit, onDelete }: CommentItemProps) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const name = comment.Author.Name;
  return (
    <Box
      as="li"
      aria-label={`Comment by ${name}`}
      ms={{ base: `${depth * 0.75}rem`, md: `${depth * 1.75}rem` }}
      borderLeftWidth={depth > 0 ? '2px' : undefined}
      ps={depth > 0 ? '3' : undefined}
    >
      <HStack gap="2" align="center">
        <Avatar name={name} src={comment.Author.PhotoUrl} size="xs" decorative />
        <Text fontSize="sm" fontWeight="semibold">
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          · {timeAgo(comment.CreatedAt)}
          {comment.EditedAt ? ' · edited' : ''}
          {comment.Hidden ? ' · hidden by a moderator' : ''}
        </Text>
      </HStack>
      {mode === 'edit' ? (
        <Box mt="2">
          <CommentBox
            label="Edit your comment"
            submitLabel="Save"
            initialValue={comment.Content}
            autoFocus
            onCancel={() => setMode('read')}
            onSubmit={async (content) => {
              const saved = await onEdit(comment, content);
              if (saved) setMode('read');
              return saved;
            }}
          />
        </Box>
      ) : (
        <Text fontSize="sm" whiteSpace="pre-wrap" mt="1">
          {comment.Content}
        </Text>
      )}
      {mode === 'read' ? (
        <HStack gap="1" mt="1">
          {canReply ? (
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Reply to ${name}`}
              onClick={() => setMode('reply')}
            >
              Reply
            </Button>
          ) : null}
          {comment.CanEdit ? (
            <Button size="xs" variant="ghost" onClick={() => setMode('edit')}>
              Edit
            </Button>
          ) : null}
          {comment.CanDelete ? (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(comment)}>
              Delete
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {mode === 'reply' ? (
        <Stack mt="2">
          <CommentBox
            label={`Reply to ${name}`}
            submitLabel="Reply"
            autoFocus
            onCancel={() => setMode('read')}
            onSubmit={async (content) => {
              const saved = await onReply(comment, content);
              if (saved) setMode('read');
              return saved;
            }}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
