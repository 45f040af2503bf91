import { useState, type FormEvent } from 'react';
import { Button, FormField, Stack, Text } from '@portal/shared-ui';
import { StarRating } from '@portal/shared-ui/data';
import { Textarea } from '@portal/shared-ui/forms';
import { POST_REVIEW_MAX_LENGTH, type PostRatingPayload, type PostRatings } from '@portal/shared-api/posts';

type RatingFormProps = {
  /** The reader's own rating, to change it. */
  mine: PostRatings['mine'];
  onSubmit: (payload: PostRatingPayload) => Promise<boolean>;
};

export const RATING_REQUIRED = 'Please provide a rating';

/** 1–5 stars (a radio group: arrows move it) and an optional review; rating again replaces the last one. */
export function RatingForm({ mine, onSubmit }: RatingFormProps) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [review, setReview] = useState(mine?.review ?? '');
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(RATING_REQUIRED);
    setIsSubmitting(true);
    await onSubmit({ rating, review: review.trim() || null });
    setIsSubmitting(false);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="3">
        <Text as="h3" fontWeight="semibold">
          {mine ? 'Your rating' : 'Rate this post'}
        </Text>
        <FormField label="Your rating" hideLabel required errorText={error}>
          {() => (
            <StarRating
              label="Your rating"
              value={rating}
              onChange={(value) => {
                setRating(value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <FormField
          label="Review (optional)"
          counter={{ length: review.length, max: POST_REVIEW_MAX_LENGTH }}
          errorText={review.length > POST_REVIEW_MAX_LENGTH ? 'Your review is too long.' : undefined}
        >
          <Textarea rows={3} value={review} onChange={(event) => setReview(event.target.value)} />
        </FormField>
        <Button
          type="submit"
          alignSelf="flex-start"
          size="sm"
          loading={isSubmitting}
          disabled={review.length > POST_REVIEW_MAX_LENGTH}
        >
          {mine ? 'Update rating' : 'Submit'}
        </Button>
      </Stack>
    </form>
  );
}
