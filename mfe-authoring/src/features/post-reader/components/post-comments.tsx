import { useState } from 'react';
import { Heading, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { usePostComments, type PostComment } from '@portal/shared-api/posts';
import { useCommentActions } from '../hooks/use-comment-actions.ts';
import { commentThread } from '../utils/comment-tree.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentItem } from './comment-item.tsx';

export const NO_COMMENTS = 'No comments yet';

/** The post's thread: comments nested under what they answer, and a box to add one when signed in. */
export function PostComments({ slug, isSignedIn }: { slug: string; isSignedIn: boolean }) {
  const comments = usePostComments(slug);
  const actions = useCommentActions(slug);
  const [deleting, setDeleting] = useState<PostComment | null>(null);

  const confirmDelete = async () => {
    if (deleting && (await actions.remove(deleting))) setDeleting(null);
  };

  return (
    <Stack as="section" aria-labelledby="post-comments" gap="4">
      <Heading as="h2" size="lg" id="post-comments">
        Comments
      </Heading>
      <QueryState
        query={comments}
        errorTitle="Failed to load comments"
        loading={<ListSkeleton count={2} label="Loading comments" />}
        isEmpty={(data) => data.comments.length === 0}
        empty={<Text color="fg.muted">{NO_COMMENTS}</Text>}
      >
        {(data) => (
          <Stack as="ul" gap="4" listStyleType="none" aria-label="Comments">
            {commentThread(data.comments).map(({ comment, depth }) => (
              <CommentItem
                key={comment.Id}
                comment={comment}
                depth={depth}
                canReply={isSignedIn}
                onReply={(parent, content) => actions.add(content, parent)}
                onEdit={actions.edit}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {isSignedIn ? (
        <CommentBox
          label="Add a comment"
          submitLabel="Comment"
          onSubmit={(content) => actions.add(content)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        description="Its replies are deleted with it. This action cannot be undone."
        confirmLabel="Delete"
        destructive
        isPending={actions.isDeleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
