import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { Avatar, CoverImage } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { formatDate } from '@portal/shared-api/core';
import type { Post } from '@portal/shared-api/posts';

/** The cover, the title and who wrote it, where and when; its author also gets the way to edit it. */
export function PostHeader({ post }: { post: Post }) {
  return (
    <Stack gap="4">
      {post.Image ? (
        <Box rounded="l3" overflow="hidden">
          <CoverImage src={post.Image.url} alt={`Cover of ${post.Title}`} ratio={21 / 9} />
        </Box>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {post.Category ? (
          <Badge asChild variant="subtle">
            <Link to={`/posts?category=${post.Category.Slug}`}>{post.Category.Title}</Link>
          </Badge>
        ) : null}
        {post.PublishedAt ? null : <Badge colorPalette="gray">Draft</Badge>}
        {post.Hidden ? <Badge colorPalette="red">Hidden by a moderator</Badge> : null}
      </HStack>
      <Heading as="h1" size="3xl" lineHeight="1.2" id="post-title">
        {post.Title}
      </Heading>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3">
          <Avatar name={post.Author.Name} src={post.Author.PhotoUrl} size="sm" decorative />
          <Stack gap="0">
            <Text fontWeight="semibold">{post.Author.Name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {post.PublishedAt ? `Published ${formatDate(post.PublishedAt)}` : 'Not published yet'}
            </Text>
          </Stack>
        </HStack>
        {post.IsOwner ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/users/posts/manage/edit/${post.Slug}`}>Edit post</Link>
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
