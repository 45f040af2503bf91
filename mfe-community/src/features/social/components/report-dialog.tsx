import { useState } from 'react';
import {
  REPORT_REASON_OPTIONS,
  SOCIAL_REPORT_DETAILS_MAX_LENGTH,
  SOCIAL_TEXTS,
  useReportSocialContent,
  type ReportReason,
} from '@portal/shared-api/social';
import { Field } from '@portal/shared-ui';
import { Textarea } from '@portal/shared-ui/forms';
import { ReportReasonDialog } from '@portal/shared-ui/overlays';

export type ReportTarget = { postId: string } | { commentId: string };

type ReportDialogProps = { target: ReportTarget; onClose: () => void };

/**
 * Report a post or a comment to the moderators (docs/product/social.md#reports): a reason from the player's
 * list and optional details.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const [details, setDetails] = useState('');
  const report = useReportSocialContent();

  return (
    <ReportReasonDialog<ReportReason>
      title={SOCIAL_TEXTS.reportTitle}
      reasons={REPORT_REASON_OPTIONS}
      reasonRequiredText={SOCIAL_TEXTS.reportReasonRequired}
      successTitle={SOCIAL_TEXTS.reported}
      failureTitle={SOCIAL_TEXTS.reportFailed}
      isSubmitting={report.isMutating}
      onSubmit={(reason) =>
        report.trigger({ ...target, reason, ...(details.trim() ? { description: details.trim() } : {}) })
      }
      onClose={onClose}
      details={
        <Field.Root>
          <Field.Label>Additional details</Field.Label>
          <Textarea
            rows={3}
            value={details}
            maxLength={SOCIAL_REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Field.Root>
      }
    />
  );
}
