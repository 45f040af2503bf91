import { HStack, Stack, Text } from '@portal/shared-ui';
import { ProgressBar, StarRating } from '@portal/shared-ui/data';
import { timeAgo } from '@portal/shared-api/core';
import type { PostRatings as Ratings } from '@portal/shared-api/posts';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average, the share of each star count and the newest reviews. */
export function PostRatingsSummary({ ratings }: { ratings: Ratings }) {
  const reviews = ratings.ratings.filter((rating) => rating.Review);
  return (
    <Stack gap="4">
      <HStack gap="8" align="flex-start" wrap="wrap">
        <Stack gap="1" align="center" minW="32">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {ratings.average.toFixed(1)}
          </Text>
          <StarRating value={Number(ratings.average.toFixed(1))} label="Average rating" />
          <Text fontSize="sm" color="fg.muted">
            {ratings.count} {ratings.count === 1 ? 'rating' : 'ratings'}
          </Text>
        </Stack>
        <Stack flex="1" minW="56" gap="1">
          {STARS.map((stars) => (
            <ProgressBar
              key={stars}
              value={ratings.count ? (ratings.distribution[stars] / ratings.count) * 100 : 0}
              label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              valuePlacement="end"
            />
          ))}
        </Stack>
      </HStack>
      {reviews.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews">
          {reviews.map((review) => (
            <Stack as="li" key={review.Author.Id} gap="1" borderTopWidth="1px" pt="3">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{review.Author.Name}</Text>
                <StarRating value={review.Rating} label="Rating" />
                <Text fontSize="sm" color="fg.muted">
                  {timeAgo(review.CreatedAt)}
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap">{review.Review}</Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
