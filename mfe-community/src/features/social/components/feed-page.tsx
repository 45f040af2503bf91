import {
  SOCIAL_FEED_PAGE_SIZE,
  SOCIAL_TEXTS,
  useSocialPosts,
  type SocialFeedFilter,
} from '@portal/shared-api/social';
import { Button, EmptyState, ErrorCard, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, QueryState } from '@portal/shared-ui/data';
import { PostCard, type PostCardProps } from './post-card.tsx';

type PostHandlers = Omit<PostCardProps, 'post'>;

export type FeedPageProps = PostHandlers & {
  q: string;
  type: SocialFeedFilter;
  /** Where this page starts: the previous page's nextCursor (none for the newest posts). */
  cursor?: string;
  /** How many pages are shown; this one is page `index` (0 first). */
  index: number;
  pages: number;
  onLoadMore: () => void;
};

/**
 * One page of the feed, then the next one (when loaded) or 'Load more'. Each page starts where the page
 * before it ends now, so a post shared or deleted above shifts the pages without a gap or a repeat.
 */
export function FeedPage({ q, type, cursor, index, pages, onLoadMore, ...handlers }: FeedPageProps) {
  const feed = useSocialPosts({ q: q || undefined, type, cursor, limit: SOCIAL_FEED_PAGE_SIZE });
  const isFiltered = Boolean(q) || type !== 'all';

  const loading = (
    <CardGridSkeleton count={index === 0 ? 3 : 1} columns={1} height="40" label="Loading posts" />
  );
  if (index > 0 && !feed.data) {
    return feed.error ? (
      <ErrorCard
        title={SOCIAL_TEXTS.feedLoadFailed}
        message={feed.error.message}
        onRetry={() => void feed.mutate()}
        isRetrying={feed.isValidating}
      />
    ) : (
      loading
    );
  }

  return (
    <QueryState
      query={feed}
      errorTitle={SOCIAL_TEXTS.feedLoadFailed}
      loading={loading}
      isEmpty={(data) => index === 0 && data.posts.length === 0}
      empty={
        <EmptyState
          title={SOCIAL_TEXTS.noPosts}
          description={isFiltered ? SOCIAL_TEXTS.noMatchingPosts : SOCIAL_TEXTS.noPostsHint}
        />
      }
    >
      {(data) => (
        <>
          {data.posts.map((post) => (
            <PostCard key={post.Id} post={post} {...handlers} />
          ))}
          {data.nextCursor && index + 1 < pages ? (
            <FeedPage
              q={q}
              type={type}
              cursor={data.nextCursor}
              index={index + 1}
              pages={pages}
              onLoadMore={onLoadMore}
              {...handlers}
            />
          ) : null}
          {data.nextCursor && index + 1 === pages ? (
            <Stack align="center">
              <Button variant="outline" onClick={onLoadMore}>
                {SOCIAL_TEXTS.loadMore}
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
