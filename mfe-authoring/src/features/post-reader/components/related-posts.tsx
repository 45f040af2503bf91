import { Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { CardGridSkeleton, CoverImage, QueryState } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { useRelatedPosts } from '@portal/shared-api/posts';

/** Up to five posts like this one (same category, then same author, then newest), as cards. */
export function RelatedPosts({ slug }: { slug: string }) {
  const related = useRelatedPosts(slug);
  if (related.data?.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-posts" gap="4">
      <Heading as="h2" size="lg" id="related-posts">
        Related posts
      </Heading>
      <QueryState
        query={related}
        errorTitle="Failed to load related posts"
        loading={<CardGridSkeleton count={3} height="56" label="Loading related posts" />}
      >
        {(posts) => (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
            {posts.map((post) => (
              <Card.Root as="li" key={post.Id} overflow="hidden" position="relative" size="sm">
                <CoverImage src={post.Image?.url} alt={`Cover of ${post.Title}`} />
                <Card.Body gap="1">
                  <LinkOverlay asChild fontWeight="semibold">
                    <Link to={`/posts/${post.Slug}`}>{post.Title}</Link>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {post.Author.Name}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
