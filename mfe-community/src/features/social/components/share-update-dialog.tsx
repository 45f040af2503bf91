import {
  SOCIAL_POST_MAX_LENGTH,
  SOCIAL_POST_TYPES,
  SOCIAL_POST_TYPE_LABELS,
  SOCIAL_TEXTS,
  socialPostFormSchema,
  type SocialPostFormValues,
  type SocialPostType,
} from '@portal/shared-api/social';
import { FormDialog, SelectField, TextareaField, TextField } from '@portal/shared-ui/forms';
import { EMPTY_POST } from '../utils/social-forms.ts';

type ShareUpdateDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Shares, then closes the dialog when the server took the post. */
  onSubmit: (values: SocialPostFormValues) => Promise<unknown>;
};

const TYPE_OPTIONS = SOCIAL_POST_TYPES.map((type) => ({ value: type, label: SOCIAL_POST_TYPE_LABELS[type] }));

/**
 * 'Share an Update' (docs/product/social.md#post-form-rules): type and content required, at most 500
 * characters, optional tags.
 */
export function ShareUpdateDialog({ open, onClose, onSubmit }: ShareUpdateDialogProps) {
  return (
    <FormDialog<SocialPostFormValues>
      open={open}
      onClose={onClose}
      title={SOCIAL_TEXTS.shareDialogTitle}
      submitLabel={SOCIAL_TEXTS.post}
      initialValues={EMPTY_POST}
      validationSchema={socialPostFormSchema}
      onSubmit={onSubmit}
    >
      <SelectField<SocialPostType>
        name="type"
        label="Post type"
        placeholder="Select a post type"
        options={TYPE_OPTIONS}
        required
      />
      <TextareaField
        name="content"
        label="What would you like to share?"
        maxLength={SOCIAL_POST_MAX_LENGTH}
        required
      />
      <TextField name="tags" label="Tags" placeholder="react, hooks" helperText={SOCIAL_TEXTS.tagsHelp} />
    </FormDialog>
  );
}
