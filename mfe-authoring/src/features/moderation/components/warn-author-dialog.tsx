import { MODERATION_TEXTS, WARNING_MAX, warningSchema } from '@portal/shared-api/moderation';
import { FormDialog, TextareaField } from '@portal/shared-ui/forms';

export type WarnAuthorDialogProps = {
  /** The author's name while the dialog is open, else null. */
  authorName: string | null;
  onClose: () => void;
  /** Resolves once the warning is sent; throws to keep the dialog open with the error. */
  onSubmit: (message: string) => Promise<unknown>;
};

/** The words the author receives as a notification (required). */
export function WarnAuthorDialog({ authorName, onClose, onSubmit }: WarnAuthorDialogProps) {
  return (
    <FormDialog
      open={authorName !== null}
      onClose={onClose}
      title={MODERATION_TEXTS.warnTitle}
      description={authorName ?? undefined}
      submitLabel={MODERATION_TEXTS.warn}
      initialValues={{ message: '' }}
      validationSchema={warningSchema}
      onSubmit={(values) => onSubmit(values.message.trim())}
    >
      <TextareaField
        name="message"
        label={MODERATION_TEXTS.warnMessage}
        helperText={MODERATION_TEXTS.warnMessageHint}
        maxLength={WARNING_MAX}
        required
      />
    </FormDialog>
  );
}
