import { FormDialog, TextField } from '@portal/shared-ui/forms';
import { meetingJoinFormSchema, type MeetingJoinFormValues } from '@portal/shared-api/meetings';

type JoinMeetingDialogProps = {
  open: boolean;
  /** Prefills the meeting ID, e.g. from a shared meeting link. */
  initialMeetingId?: string;
  onClose: () => void;
  /** Resolves true once joined; the dialog then closes. */
  onJoin: (values: MeetingJoinFormValues) => Promise<boolean>;
  onInvalid?: () => void;
};

/** Join Meeting dialog (docs/product/meetings.md#meetings-page): a meeting ID and an optional passcode. */
export function JoinMeetingDialog({
  open,
  initialMeetingId = '',
  onClose,
  onJoin,
  onInvalid,
}: JoinMeetingDialogProps) {
  return (
    <FormDialog<MeetingJoinFormValues>
      open={open}
      onClose={onClose}
      title="Join Meeting"
      submitLabel="Join"
      initialValues={{ meetingId: initialMeetingId, passcode: '' }}
      validationSchema={meetingJoinFormSchema}
      validateOnChange={false}
      onSubmit={async (values) => {
        if (await onJoin(values)) onClose();
      }}
      onInvalid={onInvalid}
    >
      <TextField name="meetingId" label="Meeting ID" required inputMode="numeric" autoComplete="off" />
      <TextField name="passcode" label="Passcode (optional)" autoComplete="off" />
    </FormDialog>
  );
}
