// The review form (docs/product/reviews.md#review-form-rules): what is reviewed (hidden when editing), the
// stars with their labels (docs/product/reviews.md#star-labels), the title (100) and the review (2000) with
// counters. Submit stays disabled while submitting, with nothing chosen, or with no rating; the rules (the
// server's too) show their messages in the rules' order.
import { Form, Formik, useField, useFormikContext } from 'formik';
import { Button, FormField, HStack, Stack, Text } from '@portal/shared-ui';
import { StarRating } from '@portal/shared-ui/data';
import { SelectField, TextField, TextareaField, type SelectOption } from '@portal/shared-ui/forms';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  STAR_LABELS,
  reviewFormSchema,
  reviewUpdateSchema,
  type ReviewFormValues,
} from '@portal/shared-api/reviews';

function ScoreField() {
  const [field, meta, helpers] = useField<number>('Score');
  return (
    <FormField label="Your rating" required errorText={meta.touched ? meta.error : undefined}>
      {(control) => (
        <HStack gap="3" id={control.id}>
          <StarRating
            label="Your rating"
            value={field.value}
            onChange={(score) => {
              void helpers.setTouched(true, false);
              void helpers.setValue(score);
            }}
          />
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {STAR_LABELS[field.value] ?? 'Choose from 1 to 5 stars'}
          </Text>
        </HStack>
      )}
    </FormField>
  );
}

function Actions({ editing, onCancel }: { editing: boolean; onCancel: () => void }) {
  const { isSubmitting, values } = useFormikContext<ReviewFormValues>();
  const blocked = isSubmitting || !values.EntityId || values.Score === 0;
  return (
    <HStack gap="3" justify="flex-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={blocked} loading={isSubmitting}>
        {editing ? 'Update Review' : 'Submit Review'}
      </Button>
    </HStack>
  );
}

type ReviewFormProps = {
  initialValues: ReviewFormValues;
  /** The choices of what to review; none when editing (the picker is hidden). */
  subjects: SelectOption[] | null;
  onSubmit: (values: ReviewFormValues) => Promise<void>;
  onCancel: () => void;
};

export function ReviewForm({ initialValues, subjects, onSubmit, onCancel }: ReviewFormProps) {
  const editing = subjects === null;
  const instructor = initialValues.EntityType === 'instructor';
  return (
    <Formik<ReviewFormValues>
      initialValues={initialValues}
      validationSchema={editing ? reviewUpdateSchema : reviewFormSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      <Form noValidate>
        <Stack gap="5" maxW="2xl">
          {subjects ? (
            <SelectField
              name="EntityId"
              label={instructor ? 'Instructor' : 'Course'}
              placeholder={instructor ? 'Select an instructor' : 'Select a course'}
              options={subjects}
              required
              helperText={
                instructor
                  ? 'The instructors of the courses you are enrolled in.'
                  : 'The courses you are enrolled in. You can review each one once.'
              }
            />
          ) : null}
          <ScoreField />
          <TextField name="Title" label="Review title" required maxLength={REVIEW_TITLE_MAX} />
          <TextareaField
            name="Review"
            label="Your review"
            required
            maxLength={REVIEW_TEXT_MAX}
            placeholder="What did you like? What could be better?"
          />
          <Actions editing={editing} onCancel={onCancel} />
        </Stack>
      </Form>
    </Formik>
  );
}
