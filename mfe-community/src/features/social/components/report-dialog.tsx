import { useState } from 'react';
import {
  REPORT_REASON_OPTIONS,
  SOCIAL_REPORT_DETAILS_MAX_LENGTH,
  SOCIAL_TEXTS,
  useReportSocialContent,
  type ReportReason,
} from '@portal/shared-api/social';
import { Button, Field, Portal, toaster } from '@portal/shared-ui';
import { ChoiceSelect, Textarea } from '@portal/shared-ui/forms';
import { Dialog } from '@portal/shared-ui/overlays';

export type ReportTarget = { postId: string } | { commentId: string };

type ReportDialogProps = { target: ReportTarget; onClose: () => void };

/** Report a post or a comment to the moderators: a reason (03 §5's list) and optional details. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [isMissingReason, setIsMissingReason] = useState(false);
  const report = useReportSocialContent();

  const submit = async () => {
    if (!reason) {
      setIsMissingReason(true);
      return;
    }
    try {
      await report.trigger({ ...target, reason, ...(details.trim() ? { description: details.trim() } : {}) });
      toaster.create({ type: 'success', title: SOCIAL_TEXTS.reported });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: SOCIAL_TEXTS.reportFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{SOCIAL_TEXTS.reportTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <ChoiceSelect<ReportReason | ''>
                label="Reason"
                value={reason}
                placeholder="Choose a reason"
                options={REPORT_REASON_OPTIONS}
                onChange={(value) => {
                  setReason(value);
                  setIsMissingReason(false);
                }}
                required
                errorText={isMissingReason ? SOCIAL_TEXTS.reportReasonRequired : undefined}
              />
              <Field.Root>
                <Field.Label>Additional details</Field.Label>
                <Textarea
                  rows={3}
                  value={details}
                  maxLength={SOCIAL_REPORT_DETAILS_MAX_LENGTH}
                  onChange={(event) => setDetails(event.target.value)}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => void submit()} loading={report.isMutating}>
                Submit Report
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
