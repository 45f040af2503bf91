import { useState } from 'react';
import { Link, Navigate } from '@portal/shared-ui/router';
import { useAuth } from '@portal/shared-api/core';
import { POST_TEXTS, POSTS_PAGE_SIZE, useUserPosts } from '@portal/shared-api/posts';
import { Box, Button, EmptyState, Stack, toaster } from '@portal/shared-ui';
import { SearchInput } from '@portal/shared-ui/forms';
import { ListSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { PostListItem } from '../components/post-list-item.tsx';
import { usePostDeletion } from '../hooks/use-post-deletion.ts';

/** /users/posts/manage ('Published Posts', docs/product/posts.md#published-posts): the author's own posts. */
export function PublishedPostsPage() {
  const { user, status } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const posts = useUserPosts(user?.Slug, page, search, {
    onError: (failure) =>
      toaster.create({ type: 'error', title: POST_TEXTS.loadFailed, description: failure.message }),
  });
  const deletion = usePostDeletion(() => {
    // The last post of a later page is gone: show the page before it.
    if (posts.data?.posts.length === 1 && page > 1) setPage(page - 1);
  });

  if (status === 'signed-out') return <Navigate to="/" replace />;

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <PageFrame
      title={POST_TEXTS.title}
      actions={
        <Button asChild>
          <Link to="/posts/create/new">{POST_TEXTS.addPost}</Link>
        </Button>
      }
    >
      <Box maxW="md">
        <SearchInput
          label="Search posts"
          hideLabel
          placeholder="Search posts"
          value={search}
          onChange={handleSearch}
        />
      </Box>
      <QueryState
        query={posts}
        errorTitle={POST_TEXTS.loadFailed}
        loading={<ListSkeleton count={3} label="Loading posts" />}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <EmptyState
            title={POST_TEXTS.empty}
            action={
              <Button asChild variant="outline">
                <Link to="/posts/create/new">{POST_TEXTS.startNow}</Link>
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Stack gap="3">
            {data.posts.map((post) => (
              <PostListItem key={post.Id} post={post} onDelete={deletion.ask} />
            ))}
            {data.countTotal > POSTS_PAGE_SIZE && (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.countTotal / POSTS_PAGE_SIZE)}
                onPageChange={setPage}
                showNumbers
                showPreviousNext={false}
                label="Post pages"
              />
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={deletion.deleting !== null}
        title={POST_TEXTS.deleteConfirm}
        description={POST_TEXTS.deleteWarning}
        confirmLabel="Delete"
        destructive
        isPending={deletion.isDeleting}
        onClose={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
    </PageFrame>
  );
}
