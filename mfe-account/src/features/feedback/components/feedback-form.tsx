// The Feedback form (docs/product/help-and-feedback.md#feedback): the four type cards, an optional star
// rating, the bug's priority (only for a bug, medium by default), subject, message with its counter, and an
// optional email.
import { Form, Formik, useField, useFormikContext } from 'formik';
import { Box, Button, FormField, HStack, SimpleGrid, Text } from '@portal/shared-ui';
import { StarRating } from '@portal/shared-ui/data';
import { RadioGroup, SelectField, TextField, TextareaField } from '@portal/shared-ui/forms';
import {
  BUG_PRIORITIES,
  BUG_PRIORITY_LABELS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  feedbackFormSchema,
  type BugPriority,
  type FeedbackType,
} from '@portal/shared-api/help';

export type FeedbackValues = {
  Type: FeedbackType;
  Rating: number;
  Subject: string;
  Message: string;
  Email: string;
  Priority: BugPriority;
};

export const EMPTY_FEEDBACK: FeedbackValues = {
  Type: 'general',
  Rating: 0,
  Subject: '',
  Message: '',
  Email: '',
  Priority: 'medium',
};

function TypeCards() {
  const [field, , helpers] = useField<FeedbackType>('Type');
  return (
    <RadioGroup.Root
      value={field.value}
      onValueChange={(d) => void helpers.setValue(d.value as FeedbackType)}
    >
      <RadioGroup.Label>What is it about?</RadioGroup.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mt="2">
        {FEEDBACK_TYPES.map((type) => (
          <RadioGroup.Item
            key={type}
            value={type}
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            alignItems="flex-start"
            borderColor={field.value === type ? 'brand.solid' : 'border'}
            bg={field.value === type ? 'bg.info' : undefined}
            cursor="pointer"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <Box>
              <RadioGroup.ItemText fontWeight="semibold">
                {FEEDBACK_TYPE_LABELS[type].label}
              </RadioGroup.ItemText>
              <Text textStyle="xs" color="fg.muted">
                {FEEDBACK_TYPE_LABELS[type].hint}
              </Text>
            </Box>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}

function RatingField() {
  const [field, , helpers] = useField<number>('Rating');
  return (
    <FormField label="How would you rate your experience? (optional)">
      {() => (
        <HStack gap="3">
          <StarRating label="Your rating" value={field.value} onChange={(n) => void helpers.setValue(n)} />
          {field.value > 0 ? (
            <Button size="xs" variant="ghost" onClick={() => void helpers.setValue(0)}>
              Clear rating
            </Button>
          ) : null}
        </HStack>
      )}
    </FormField>
  );
}

function PriorityField() {
  const { values } = useFormikContext<FeedbackValues>();
  if (values.Type !== 'bug') return null;
  return (
    <SelectField
      name="Priority"
      label="Priority"
      options={BUG_PRIORITIES.map((p) => ({ value: p, label: BUG_PRIORITY_LABELS[p] }))}
      helperText="How much does it stop you?"
    />
  );
}

type FeedbackFormProps = { onSubmit: (values: FeedbackValues) => Promise<void> };

export function FeedbackForm({ onSubmit }: FeedbackFormProps) {
  return (
    <Formik<FeedbackValues>
      initialValues={EMPTY_FEEDBACK}
      validationSchema={feedbackFormSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Box display="flex" flexDirection="column" gap="5" maxW="3xl">
            <TypeCards />
            <RatingField />
            <PriorityField />
            <TextField name="Subject" label="Subject" required maxLength={FEEDBACK_SUBJECT_MAX} />
            <TextareaField name="Message" label="Message" required maxLength={FEEDBACK_MESSAGE_MAX} />
            <TextField
              name="Email"
              label="Email (optional)"
              type="email"
              autoComplete="email"
              helperText="Only if you would like an answer at another address."
            />
            <Button type="submit" alignSelf="flex-start" loading={isSubmitting}>
              Submit Feedback
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
