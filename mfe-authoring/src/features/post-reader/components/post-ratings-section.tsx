import { Heading, Stack, Text, toaster } from '@portal/shared-ui';
import { ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { usePostRatings, useRatePost, type Post, type PostRatingPayload } from '@portal/shared-api/posts';
import { PostRatingsSummary } from './post-ratings.tsx';
import { RatingForm } from './rating-form.tsx';

/** Ratings of the post; readers other than its author rate it (again, to change their rating). */
export function PostRatingsSection({ post, isSignedIn }: { post: Post; isSignedIn: boolean }) {
  const ratings = usePostRatings(post.Slug);
  const rate = useRatePost(post.Slug);

  const handleRate = async (payload: PostRatingPayload) => {
    try {
      await rate.trigger(payload);
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: 'Failed to rate post',
        description: (failure as Error).message,
      });
      return false;
    }
    toaster.create({ type: 'success', title: 'Thank you for rating this post' });
    return true;
  };

  return (
    <Stack as="section" aria-labelledby="post-ratings" gap="4">
      <Heading as="h2" size="lg" id="post-ratings">
        Ratings
      </Heading>
      <QueryState
        query={ratings}
        errorTitle="Failed to load ratings"
        loading={<ListSkeleton count={2} label="Loading ratings" />}
      >
        {(data) => (
          <Stack gap="5">
            {data.count > 0 ? (
              <PostRatingsSummary ratings={data} />
            ) : (
              <Text color="fg.muted">No ratings yet</Text>
            )}
            {isSignedIn && !post.IsOwner ? (
              <RatingForm key={data.mine ? 'mine' : 'new'} mine={data.mine} onSubmit={handleRate} />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
