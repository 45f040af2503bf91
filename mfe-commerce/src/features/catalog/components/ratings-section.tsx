import { HStack, Stack, Text } from '@portal/shared-ui';
import { ProgressBar, StarRating } from '@portal/shared-ui/data';
import { timeAgo } from '@portal/shared-api/core';
import type { CourseDetail } from '@portal/shared-api/catalog';

/** The average, the share of each star count, and the approved reviews (featured and helpful first). */
export function RatingsSection({ course }: { course: CourseDetail }) {
  const total = course.RatingBreakdown.reduce((sum, n) => sum + n, 0);
  return (
    <Stack as="section" aria-labelledby="course-ratings" gap="4">
      <Text as="h2" id="course-ratings" fontSize="xl" fontWeight="semibold">
        Student feedback
      </Text>
      <HStack gap="8" align="flex-start" wrap="wrap">
        <Stack gap="1" align="center" minW="32">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {course.Rating.toFixed(1)}
          </Text>
          <StarRating value={course.Rating} label="Course rating" />
          <Text fontSize="sm" color="fg.muted">
            {course.RatingCount} {course.RatingCount === 1 ? 'rating' : 'ratings'}
          </Text>
        </Stack>
        <Stack flex="1" minW="56" gap="1">
          {course.RatingBreakdown.map((count, index) => {
            const stars = 5 - index;
            const share = total ? Math.round((count / total) * 100) : 0;
            return (
              <ProgressBar
                key={stars}
                value={share}
                label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
                valuePlacement="end"
              />
            );
          })}
        </Stack>
      </HStack>
      {course.Reviews.length > 0 ? (
        <Stack as="ul" gap="4" listStyleType="none">
          {course.Reviews.map((review) => (
            <Stack as="li" key={review.Id} gap="1" borderTopWidth="1px" pt="3">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  {review.User.Firstname} {review.User.Lastname.charAt(0)}.
                </Text>
                <StarRating value={review.Score} label={`${review.Score} out of 5`} />
                <Text fontSize="sm" color="fg.muted">
                  {timeAgo(review.CreatedAt)}
                  {review.IsVerified ? ' · Verified student' : ''}
                </Text>
              </HStack>
              <Text fontWeight="medium">{review.Title}</Text>
              <Text>{review.Review}</Text>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No reviews yet.</Text>
      )}
    </Stack>
  );
}
