import { useEffect } from 'react';
import { EmptyState, SimpleGrid, Stack, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, Pagination, QueryState, type QueryResult } from '@portal/shared-ui/data';
import { POST_TEXTS, POSTS_PAGE_SIZE, type PostList } from '@portal/shared-api/posts';
import { PostCard } from './post-card.tsx';

type PostResultsProps = {
  query: QueryResult<PostList>;
  page: number;
  onPageChange: (page: number) => void;
};

/** A page of post cards, numbered pages past 10 posts, 'No posts found', and 'Failed to load posts'. */
export function PostResults({ query, page, onPageChange }: PostResultsProps) {
  const message = query.error?.message;
  useEffect(() => {
    // An error toast (docs/product/posts.md#texts), besides the card with Try Again.
    if (message) toaster.create({ type: 'error', title: POST_TEXTS.loadFailed, description: message });
  }, [message]);
  return (
    <QueryState
      query={query}
      errorTitle={POST_TEXTS.loadFailed}
      loading={<CardGridSkeleton count={6} height="80" label="Loading posts" />}
      isEmpty={(data) => data.posts.length === 0}
      empty={<EmptyState title={POST_TEXTS.empty} description="Try another search or category." />}
    >
      {(data) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.posts.map((post) => (
              <PostCard key={post.Id} post={post} />
            ))}
          </SimpleGrid>
          {data.countTotal > POSTS_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageCount={Math.ceil(data.countTotal / POSTS_PAGE_SIZE)}
              onPageChange={onPageChange}
              showNumbers
              showPreviousNext={false}
              label="Post pages"
            />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
