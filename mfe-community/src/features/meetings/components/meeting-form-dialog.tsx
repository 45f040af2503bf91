import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@portal/shared-ui';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import {
  MEETING_DURATION_OPTIONS,
  MEETING_TEXTS,
  MEETING_TYPES,
  MEETING_TYPE_LABELS,
  meetingFormSchema,
  toMeetingFormValues,
  type Meeting,
  type MeetingFormValues,
} from '@portal/shared-api/meetings';

type MeetingFormDialogProps = {
  open: boolean;
  /** The meeting being edited; null schedules a new one. */
  meeting: Meeting | null;
  onClose: () => void;
  onSubmit: (values: MeetingFormValues) => Promise<boolean>;
  onInvalid: () => void;
};

/** Schedule/Edit dialog (02 §2.8): title, description, start date, start time, duration, type, recorded. */
export function MeetingFormDialog({ open, meeting, onClose, onSubmit, onInvalid }: MeetingFormDialogProps) {
  const formik = useFormik<MeetingFormValues>({
    initialValues: toMeetingFormValues(meeting, new Date()),
    enableReinitialize: true,
    validationSchema: meetingFormSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (await onSubmit(values)) helpers.resetForm();
    },
  });
  const showError = (field: keyof MeetingFormValues) =>
    Boolean(formik.submitCount > 0 && formik.errors[field]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) onInvalid();
    await formik.submitForm();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{meeting ? 'Edit Meeting' : 'Schedule Meeting'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={showError('title')}>
                    <Field.Label>Title</Field.Label>
                    <Input {...formik.getFieldProps('title')} />
                    <Field.ErrorText>{MEETING_TEXTS.requiredFields}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Description</Field.Label>
                    <Textarea
                      {...formik.getFieldProps('description')}
                      placeholder="Course: Advanced React Development"
                    />
                  </Field.Root>
                  <SimpleGrid columns={2} gap="4">
                    <Field.Root required invalid={showError('startDate')}>
                      <Field.Label>Start date</Field.Label>
                      <Input type="date" {...formik.getFieldProps('startDate')} />
                    </Field.Root>
                    <Field.Root required invalid={showError('startTime')}>
                      <Field.Label>Start time</Field.Label>
                      <Input type="time" {...formik.getFieldProps('startTime')} />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Duration</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          name="duration"
                          value={formik.values.duration}
                          onChange={(event) =>
                            void formik.setFieldValue('duration', Number(event.target.value))
                          }
                        >
                          {MEETING_DURATION_OPTIONS.map((minutes) => (
                            <option key={minutes} value={minutes}>
                              {minutes} minutes
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Type</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...formik.getFieldProps('type')}>
                          {MEETING_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {MEETING_TYPE_LABELS[type]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>
                  {showError('startDate') || showError('startTime') ? (
                    <Field.Root invalid>
                      <Field.ErrorText>{MEETING_TEXTS.requiredFields}</Field.ErrorText>
                    </Field.Root>
                  ) : null}
                  <Checkbox.Root
                    checked={formik.values.isRecorded}
                    onCheckedChange={(details) =>
                      void formik.setFieldValue('isRecorded', details.checked === true)
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Record this meeting</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={formik.isSubmitting}>
                  {meeting ? 'Save Changes' : 'Schedule Meeting'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
