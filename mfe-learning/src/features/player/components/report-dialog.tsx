// The 'Report Content' dialog (docs/product/player.md#report-dialog): a reason and 'Additional details'
// (rich text, the editor loads with the dialog). What was typed stays when sending fails.
import { useState } from 'react';
import { Field } from '@portal/shared-ui';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';
import { ReportReasonDialog } from '@portal/shared-ui/overlays';
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
  const [details, setDetails] = useState('');
  const report = useReportContent();

  return (
    <ReportReasonDialog<ReportReason>
      title={PLAYER_TEXTS.reportTitle}
      reasons={REPORT_REASON_OPTIONS}
      reasonRequiredText="Please choose a reason"
      successTitle="Thank you. Your report was sent to our moderators."
      // 409 (already reported) and 429 (too many) carry the server's own words as the description.
      failureTitle="Failed to send the report"
      submitLabel={PLAYER_TEXTS.submitReport}
      cancelLabel={PLAYER_TEXTS.cancel}
      size="lg"
      isSubmitting={report.isMutating}
      onSubmit={(reason) =>
        report.trigger({ lessonId, reason, description: isBlankHtml(details) ? undefined : details })
      }
      onClose={onClose}
      details={
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
      }
    />
  );
}
