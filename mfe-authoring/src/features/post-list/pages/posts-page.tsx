// /posts (public, docs/product/posts.md#posts-list): what is trending, then every published post, 10 a
// page, by category or by search. What is shown lives in the address, so a link or a reload keeps it.
import { Box, Button, Heading, Stack } from '@portal/shared-ui';
import { PageFrame } from '@portal/shared-ui/data';
import { SearchInput } from '@portal/shared-ui/forms';
import { Link } from '@portal/shared-ui/router';
import { useAuth } from '@portal/shared-api/core';
import { CategoryFilter } from '../components/category-filter.tsx';
import { PostFeed } from '../components/post-feed.tsx';
import { TrendingPosts } from '../components/trending-posts.tsx';
import { usePostsParams } from '../hooks/use-posts-params.ts';

export function PostsPage() {
  const { status } = useAuth();
  const { params, update } = usePostsParams();
  const searching = params.q.trim() !== '';
  return (
    <PageFrame
      title="Posts"
      description="What learners and instructors write about their studies."
      actions={
        status === 'signed-in' ? (
          <Button asChild>
            <Link to="/posts/create/new">Write a post</Link>
          </Button>
        ) : null
      }
    >
      {searching || params.category ? null : <TrendingPosts />}
      <Stack as="section" aria-labelledby="all-posts" gap="4">
        <Heading as="h2" size="lg" id="all-posts">
          {searching ? 'Search results' : 'All posts'}
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          <Box flex="1" maxW={{ md: 'md' }}>
            <SearchInput
              label="Search posts"
              placeholder="Search posts"
              value={params.q}
              onChange={(q) => update({ q })}
            />
          </Box>
          {searching ? null : (
            <Box minW={{ md: '64' }}>
              <CategoryFilter value={params.category} onChange={(category) => update({ category })} />
            </Box>
          )}
        </Stack>
        <PostFeed params={params} onPageChange={(page) => update({ page })} />
      </Stack>
    </PageFrame>
  );
}
