// 03 §2 Report dialog 'Report Content': a reason of 03 §5 and 'Additional details' (rich text, the editor
// loads with the dialog). What was typed stays when sending fails.
import { useState } from 'react';
import { Button, Field, Portal, toaster } from '@portal/shared-ui';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import { Dialog } from '@portal/shared-ui/overlays';
import { isBlankHtml } from '@portal/shared-api/course-notes';
import {
  PLAYER_LAYOUT,
  PLAYER_TEXTS,
  REPORT_REASON_OPTIONS,
  useReportContent,
  type ReportReason,
} from '@portal/shared-api/player';

type ReportDialogProps = { lessonId: string; onClose: () => void };

export function ReportDialog({ lessonId, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [isMissingReason, setIsMissingReason] = useState(false);
  const report = useReportContent();

  const submit = async () => {
    if (!reason) {
      setIsMissingReason(true);
      return;
    }
    try {
      await report.trigger({ lessonId, reason, description: isBlankHtml(details) ? undefined : details });
      toaster.create({ type: 'success', title: 'Thank you. Your report was sent to our moderators.' });
      onClose();
    } catch (error) {
      // 409 (already reported) and 429 (too many) carry the server's own words; the dialog keeps the input.
      toaster.create({
        type: 'error',
        title: 'Failed to send the report',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{PLAYER_TEXTS.reportTitle}</Dialog.Title>
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
                errorText={isMissingReason ? 'Please choose a reason' : undefined}
              />
              <Field.Root>
                <Field.Label id="report-details-label">{PLAYER_TEXTS.reportDetails}</Field.Label>
                <LazyRichTextEditor
                  aria-labelledby="report-details-label"
                  value={details}
                  onChange={setDetails}
                  placeholder={PLAYER_TEXTS.reportPlaceholder}
                  height={PLAYER_LAYOUT.reportEditorHeight}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {PLAYER_TEXTS.cancel}
              </Button>
              <Button colorPalette="red" onClick={() => void submit()} loading={report.isMutating}>
                {PLAYER_TEXTS.submitReport}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
