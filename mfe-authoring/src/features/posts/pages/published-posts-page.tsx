import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useAuth } from '@portal/shared-api/core';
import {
  POST_TEXTS,
  POSTS_PAGE_SIZE,
  useDeletePost,
  useUserPosts,
  type Post,
} from '@portal/shared-api/posts';
import {
  ConfirmDialog,
  EmptyState,
  ErrorCard,
  PageHeader,
  toaster,
  Button,
  Input,
  Skeleton,
  Stack,
} from '@portal/shared-ui';
import { PageNumbers } from '../components/page-numbers.tsx';
import { PostListItem } from '../components/post-list-item.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

/** /users/posts/manage (03 §2 'Published Posts'): the signed-in author's own posts. */
export function PublishedPostsPage() {
  const { user, status } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const query = useDebouncedValue(search.trim());
  const { data, error, isLoading, mutate } = useUserPosts(user?.Slug, page, query, {
    onError: (failure) =>
      toaster.create({ type: 'error', title: POST_TEXTS.loadFailed, description: failure.message }),
  });
  const remove = useDeletePost();

  useEffect(() => setPage(1), [query]);

  if (status === 'signed-out') return <Navigate to="/" replace />;

  const handleConfirmDelete = async (post: Post) => {
    try {
      await remove.trigger(post.Slug);
      toaster.create({ type: 'success', title: POST_TEXTS.deleted });
      // The last post of a later page is gone: show the page before it.
      if (data?.posts.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: POST_TEXTS.deleteFailed,
        description: (failure as Error).message,
      });
    } finally {
      setDeleting(null);
    }
  };

  const pageCount = Math.ceil((data?.countTotal ?? 0) / POSTS_PAGE_SIZE);

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }}>
      <PageHeader
        title={POST_TEXTS.title}
        actions={
          <Button asChild>
            <Link to="/posts/create/new">{POST_TEXTS.addPost}</Link>
          </Button>
        }
      />
      <Input
        type="search"
        aria-label="Search posts"
        placeholder="Search posts"
        maxW="md"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error && !data ? (
        <ErrorCard title={POST_TEXTS.loadFailed} message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading posts">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="20" />
          ))}
        </Stack>
      ) : data.posts.length === 0 ? (
        <EmptyState
          title={POST_TEXTS.empty}
          action={
            <Button asChild variant="outline">
              <Link to="/posts/create/new">{POST_TEXTS.startNow}</Link>
            </Button>
          }
        />
      ) : (
        <Stack gap="3">
          {data.posts.map((post) => (
            <PostListItem key={post.Id} post={post} onDelete={setDeleting} />
          ))}
          {data.countTotal > POSTS_PAGE_SIZE && (
            <PageNumbers page={page} pageCount={pageCount} onPageChange={setPage} />
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={POST_TEXTS.deleteConfirm}
        description={POST_TEXTS.deleteWarning}
        confirmLabel="Delete"
        destructive
        isPending={remove.isMutating}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void handleConfirmDelete(deleting)}
      />
    </Stack>
  );
}
