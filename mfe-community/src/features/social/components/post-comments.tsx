import { useState, type FormEvent } from 'react';
import { timeAgo } from '@portal/shared-api/core';
import {
  SOCIAL_COMMENT_MAX_LENGTH,
  SOCIAL_TEXTS,
  usePostComments,
  type SocialComment,
} from '@portal/shared-api/social';
import { Box, Button, Field, HStack, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Textarea } from '@portal/shared-ui/forms';
import { usePostActions } from '../hooks/use-post-actions.ts';
import { displayName } from '@portal/shared-api/core';

type PostCommentsProps = {
  id: string;
  postId: string;
  onReport: (target: { commentId: string }) => void;
};

type CommentItemProps = {
  comment: SocialComment;
  onDelete: (commentId: string) => void;
  onReport: PostCommentsProps['onReport'];
};

function CommentItem({ comment, onDelete, onReport }: CommentItemProps) {
  return (
    <Box as="li" borderLeftWidth="2px" ps="3">
      <HStack justify="space-between" align="start" gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          {displayName(comment.Author)}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            · {timeAgo(comment.CreatedAt)}
          </Text>
        </Text>
        {comment.isAuthor ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(comment.Id)}>
            Delete comment
          </Button>
        ) : (
          <Button size="xs" variant="ghost" onClick={() => onReport({ commentId: comment.Id })}>
            Report comment
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {comment.Content}
      </Text>
    </Box>
  );
}

/** A post's thread: its comments, oldest first, and a box to add one. */
export function PostComments({ id, postId, onReport }: PostCommentsProps) {
  const comments = usePostComments(postId);
  const actions = usePostActions();
  const [text, setText] = useState('');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await actions.addComment(postId, text.trim())) setText('');
  };

  return (
    <Stack id={id} gap="3" borderTopWidth="1px" pt="3">
      <QueryState
        query={comments}
        errorTitle="Unable to load comments"
        loading={<ListSkeleton count={2} label="Loading comments" />}
        isEmpty={(data) => data.comments.length === 0}
        empty={<Text color="fg.muted">{SOCIAL_TEXTS.noComments}</Text>}
      >
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Comments">
            {data.comments.map((comment) => (
              <CommentItem
                key={comment.Id}
                comment={comment}
                onDelete={(commentId) => void actions.deleteComment(commentId)}
                onReport={onReport}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Add a comment</Field.Label>
            <Textarea
              rows={2}
              value={text}
              maxLength={SOCIAL_COMMENT_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
          </Field.Root>
          <Button
            type="submit"
            size="sm"
            alignSelf="flex-end"
            disabled={!text.trim()}
            loading={actions.isCommenting}
          >
            Comment
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
