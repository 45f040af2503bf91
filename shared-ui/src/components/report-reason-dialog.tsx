// "Report Content" (docs/product/player.md#report-dialog), for any reportable thing: a required reason
// (docs/product/player.md#report-reasons), the caller's details field (plain or rich text), Cancel and
// Submit Report. What was typed stays when sending fails, and the
// server's words (already reported, too many reports) are shown.
import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { ChoiceSelect } from './choice-select.tsx';
import { Modal } from './modal.tsx';
import { toaster } from './toaster.tsx';

export type ReportReasonDialogProps<R extends string> = {
  title: string;
  reasons: readonly { value: R; label: string }[];
  reasonRequiredText: string;
  /** The details field: rendered under the reason, its value kept by the caller. */
  details: ReactNode;
  successTitle: string;
  failureTitle: string;
  submitLabel?: string;
  cancelLabel?: string;
  size?: 'md' | 'lg';
  isSubmitting: boolean;
  /** Sends the report; a rejection keeps the dialog open and shows its message. */
  onSubmit: (reason: R) => Promise<unknown>;
  onClose: () => void;
};

export function ReportReasonDialog<R extends string>({
  title,
  reasons,
  reasonRequiredText,
  details,
  successTitle,
  failureTitle,
  submitLabel = 'Submit Report',
  cancelLabel = 'Cancel',
  size = 'md',
  isSubmitting,
  onSubmit,
  onClose,
}: ReportReasonDialogProps<R>) {
  const [reason, setReason] = useState<R | ''>('');
  const [isMissingReason, setIsMissingReason] = useState(false);

  const submit = async () => {
    if (!reason) {
      setIsMissingReason(true);
      return;
    }
    try {
      await onSubmit(reason);
      toaster.create({ type: 'success', title: successTitle });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: failureTitle,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      dismissLabel={cancelLabel}
      actions={
        <Button colorPalette="red" onClick={() => void submit()} loading={isSubmitting}>
          {submitLabel}
        </Button>
      }
    >
      <Stack gap="4">
        <ChoiceSelect<R | ''>
          label="Reason"
          value={reason}
          placeholder="Choose a reason"
          options={reasons}
          onChange={(value) => {
            setReason(value);
            setIsMissingReason(false);
          }}
          required
          errorText={isMissingReason ? reasonRequiredText : undefined}
        />
        {details}
      </Stack>
    </Modal>
  );
}
