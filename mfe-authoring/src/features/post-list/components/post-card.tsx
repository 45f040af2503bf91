import { Card, HStack, LinkOverlay, Stack, Text } from '@portal/shared-ui';
import { Avatar, CoverImage } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { formatDate } from '@portal/shared-api/core';
import type { Post } from '@portal/shared-api/posts';

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** A post in a list: cover, title (the link), excerpt, author, date, likes and comments. */
export function PostCard({ post }: { post: Post }) {
  return (
    <Card.Root as="article" aria-label={post.Title} overflow="hidden" position="relative" height="full">
      <CoverImage src={post.Image?.url} alt={`Cover of ${post.Title}`} />
      <Card.Body gap="2">
        {post.Category ? (
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
            {post.Category.Title}
          </Text>
        ) : null}
        <LinkOverlay asChild>
          <Link to={`/posts/${post.Slug}`}>
            <Text as="h3" fontWeight="semibold" fontSize="lg" lineClamp={2}>
              {post.Title}
            </Text>
          </Link>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {post.Excerpt}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Stack gap="1" width="full">
          <HStack gap="2">
            <Avatar name={post.Author.Name} src={post.Author.PhotoUrl} size="xs" decorative />
            <Text fontSize="sm">{post.Author.Name}</Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {post.PublishedAt ? formatDate(post.PublishedAt) : 'Draft'} · {plural(post.Opinions.LIKE, 'like')}{' '}
            · {plural(post.CommentCount, 'comment')}
          </Text>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
