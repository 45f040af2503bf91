// /posts/:slug (public, docs/product/posts.md#post-page): the post to read, its figures, likes and dislikes,
// ratings, the comment thread and related posts. Signed out, everything reads and a link invites to sign in;
// a missing, hidden or draft post (unless it is the reader's own) is the not-found state.
import { Box, Button, EmptyState, Stack } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Link, useParams } from '@portal/shared-ui/router';
import { useAuth } from '@portal/shared-api/core';
import { POST_TEXTS, usePost } from '@portal/shared-api/posts';
import { PostArticle } from '../components/post-article.tsx';
import { useRecordView } from '../hooks/use-record-view.ts';

function PostNotFound() {
  return (
    <EmptyState
      title="Post not found"
      description={POST_TEXTS.notFound}
      action={
        <Button asChild>
          <Link to="/posts">Browse posts</Link>
        </Button>
      }
    />
  );
}

export function PostPage() {
  const { slug } = useParams();
  const { status } = useAuth();
  const isSignedIn = status === 'signed-in';
  const post = usePost(slug);
  useRecordView(slug, isSignedIn, post.data !== undefined);

  return (
    <Box p={{ base: '4', md: '6' }} maxW="4xl" mx="auto">
      <QueryState
        query={post}
        errorTitle="Failed to load the post"
        notFound={<PostNotFound />}
        loading={
          <Stack gap="4" aria-busy="true">
            <ListSkeleton count={4} label="Loading the post" />
          </Stack>
        }
      >
        {(loaded) => <PostArticle post={loaded} isSignedIn={isSignedIn} />}
      </QueryState>
    </Box>
  );
}
