import { MODERATION_TEXTS, REVIEW_REASON_MAX, rejectReasonSchema } from '@portal/shared-api/moderation';
import { FormDialog, TextareaField } from '@portal/shared-ui/forms';

export type RejectReviewDialogProps = {
  /** The review's title while the dialog is open, else null. */
  reviewTitle: string | null;
  onClose: () => void;
  /** Resolves once the rejection is saved; throws to keep the dialog open with the error. */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Reject with a reason the author will read (required). */
export function RejectReviewDialog({ reviewTitle, onClose, onSubmit }: RejectReviewDialogProps) {
  return (
    <FormDialog
      open={reviewTitle !== null}
      onClose={onClose}
      title={MODERATION_TEXTS.rejectTitle}
      description={reviewTitle ? `“${reviewTitle}”` : undefined}
      submitLabel={MODERATION_TEXTS.reject}
      initialValues={{ Reason: '' }}
      validationSchema={rejectReasonSchema}
      onSubmit={(values) => onSubmit(values.Reason.trim())}
    >
      <TextareaField
        name="Reason"
        label={MODERATION_TEXTS.rejectReason}
        helperText={MODERATION_TEXTS.rejectReasonHint}
        maxLength={REVIEW_REASON_MAX}
        required
      />
    </FormDialog>
  );
}
