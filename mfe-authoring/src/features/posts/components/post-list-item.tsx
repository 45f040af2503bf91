import { Box, Button, Heading, HStack, Image, Link, Stack, Text } from '@portal/shared-ui';
import { StatusBadge } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatDate } from '@portal/shared-api/core';
import { type Post } from '@portal/shared-api/posts';
import { postExcerpt } from '../utils/post-excerpt.ts';

type PostListItemProps = { post: Post; onDelete: (post: Post) => void };

/** One of the author's posts: links to the post and its edit page, with its opinion counts. */
export function PostListItem({ post, onDelete }: PostListItemProps) {
  return (
    // On a phone the text takes a line of its own and the actions wrap under it, rather than squeezing it.
    <HStack
      as="article"
      aria-label={post.Title}
      align="start"
      gap="4"
      wrap="wrap"
      borderWidth="1px"
      rounded="md"
      p="4"
    >
      {post.Image && (
        <Image
          src={post.Image.url}
          alt=""
          width="24"
          height="16"
          objectFit="cover"
          rounded="sm"
          flexShrink={0}
        />
      )}
      <Stack gap="1" flex="1 1 12rem" minW="0">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            <Link asChild>
              <RouterLink to={`/posts/${post.Slug}`}>{post.Title}</RouterLink>
            </Link>
          </Heading>
          <StatusBadge
            status={post.PublishedAt ? 'Published' : 'Draft'}
            tone={post.PublishedAt ? 'success' : 'neutral'}
          />
        </HStack>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {postExcerpt(post.Content)}
        </Text>
        <Text color="fg.subtle" fontSize="xs">
          {formatDate(post.CreatedAt)} · {post.Opinions.VIEW} views · {post.Opinions.LIKE} likes
        </Text>
      </Stack>
      <Box display="flex" gap="2" flexShrink={0}>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/users/posts/manage/edit/${post.Slug}`} aria-label={`Edit ${post.Title}`}>
            Edit
          </RouterLink>
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${post.Title}`}
          onClick={() => onDelete(post)}
        >
          Delete
        </Button>
      </Box>
    </HStack>
  );
}
