import { useState } from 'react';
import { timeAgo } from '@portal/shared-api/core';
import { SOCIAL_POST_TYPE_LABELS, type SocialPost, type SocialPostType } from '@portal/shared-api/social';
import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@portal/shared-ui';
import { Avatar } from '@portal/shared-ui/data';
import { displayName } from '@portal/shared-api/core';
import { PostComments } from './post-comments.tsx';

export type PostCardProps = {
  post: SocialPost;
  onLike: (post: SocialPost) => void;
  onBookmark: (post: SocialPost) => void;
  onDelete: (post: SocialPost) => void;
  onReport: (target: { postId: string } | { commentId: string }) => void;
};

const typeLabel = (type: string) => SOCIAL_POST_TYPE_LABELS[type as SocialPostType] ?? type;
const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/**
 * One post of the feed (docs/product/social.md#community-feed-tab): author, type, text, tags, likes, bookmark
 * and its comment thread.
 */
export function PostCard({ post, onLike, onBookmark, onDelete, onReport }: PostCardProps) {
  const [isThreadOpen, setIsThreadOpen] = useState(false);
  const author = displayName(post.Author);
  const threadId = `comments-${post.Id}`;

  return (
    <Card.Root as="article" aria-label={`Post by ${author}`}>
      <Card.Body gap="3">
        {/* The post type goes under the author where both do not fit (a phone). */}
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <HStack gap="3" minW="0" flex="1 1 14rem">
            <Avatar name={author} src={post.Author.Avatar} size="sm" decorative />
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{author}</Text>
              <Text fontSize="sm" color="fg.muted">
                @{post.Author.Username} · {timeAgo(post.CreatedAt)}
                {post.CourseName ? ` · ${post.CourseName}` : ''}
              </Text>
            </Stack>
          </HStack>
          <Badge colorPalette="blue" variant="subtle">
            {typeLabel(post.Type)}
          </Badge>
        </HStack>
        {/* Plain text from the server, kept as typed (line breaks included); never HTML. */}
        <Text whiteSpace="pre-wrap">{post.Content}</Text>
        {post.Tags.length > 0 ? (
          <Wrap gap="2" aria-label="Tags">
            {post.Tags.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
          </Wrap>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {plural(post.Likes, 'like')} · {plural(post.Comments, 'comment')}
        </Text>
        <Wrap gap="2">
          <Button
            size="sm"
            variant={post.IsLiked ? 'solid' : 'outline'}
            aria-pressed={post.IsLiked}
            onClick={() => onLike(post)}
          >
            Like
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={isThreadOpen}
            aria-controls={threadId}
            onClick={() => setIsThreadOpen((open) => !open)}
          >
            Comments ({post.Comments})
          </Button>
          <Button
            size="sm"
            variant={post.IsBookmarked ? 'solid' : 'outline'}
            aria-pressed={post.IsBookmarked}
            onClick={() => onBookmark(post)}
          >
            Bookmark
          </Button>
          {post.isAuthor ? (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(post)}>
              Delete
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => onReport({ postId: post.Id })}>
              Report
            </Button>
          )}
        </Wrap>
        {isThreadOpen ? <PostComments id={threadId} postId={post.Id} onReport={onReport} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
