import { Box, Heading, HStack, Link, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { POSTS_TRENDING_TAKE, useTrendingPosts } from '@portal/shared-api/posts';

/** The ten posts most read, liked and discussed lately, ranked. */
export function TrendingPosts() {
  const trending = useTrendingPosts(POSTS_TRENDING_TAKE);
  if (trending.data?.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="trending-posts" gap="3">
      <Heading as="h2" size="lg" id="trending-posts">
        Trending
      </Heading>
      <QueryState
        query={trending}
        errorTitle="Failed to load trending posts"
        loading={<ListSkeleton count={3} label="Loading trending posts" />}
      >
        {(posts) => (
          <Box
            as="ol"
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            columnGap="6"
            rowGap="3"
          >
            {posts.map((post, index) => (
              <HStack as="li" key={post.Id} gap="3" align="start">
                <Text
                  fontSize="2xl"
                  fontWeight="bold"
                  color="fg.subtle"
                  minW="8"
                  flexShrink={0}
                  aria-hidden="true"
                >
                  {String(index + 1).padStart(2, '0')}
                </Text>
                <Stack gap="0" minW="0">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={`/posts/${post.Slug}`}>{post.Title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {post.Author.Name} · {post.Opinions.VIEW} views · {post.Opinions.LIKE} likes
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
