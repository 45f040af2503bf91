import type { FormEvent } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack } from '@portal/shared-ui';
import { useFormik } from 'formik';
import {
  MEETING_TEXTS,
  meetingJoinFormSchema,
  type MeetingJoinFormValues,
} from '@portal/shared-api/meetings';

type JoinMeetingDialogProps = {
  open: boolean;
  /** Prefills the meeting ID, e.g. from a shared meeting link. */
  initialMeetingId?: string;
  onClose: () => void;
  onJoin: (values: MeetingJoinFormValues) => Promise<boolean>;
  onInvalid: () => void;
};

/** Join Meeting dialog (02 §2.8): a meeting ID and an optional passcode. */
export function JoinMeetingDialog({
  open,
  initialMeetingId = '',
  onClose,
  onJoin,
  onInvalid,
}: JoinMeetingDialogProps) {
  const formik = useFormik<MeetingJoinFormValues>({
    initialValues: { meetingId: initialMeetingId, passcode: '' },
    enableReinitialize: true,
    validationSchema: meetingJoinFormSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (await onJoin(values)) {
        helpers.resetForm();
        onClose();
      }
    },
  });

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
                <Dialog.Title>Join Meeting</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={formik.submitCount > 0 && Boolean(formik.errors.meetingId)}>
                    <Field.Label>Meeting ID</Field.Label>
                    <Input {...formik.getFieldProps('meetingId')} inputMode="numeric" autoComplete="off" />
                    <Field.ErrorText>{MEETING_TEXTS.invalidMeetingId}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Passcode (optional)</Field.Label>
                    <Input {...formik.getFieldProps('passcode')} autoComplete="off" />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={formik.isSubmitting}>
                  Join
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
