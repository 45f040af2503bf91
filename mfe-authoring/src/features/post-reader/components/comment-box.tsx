import { useState, type FormEvent } from 'react';
import { Button, FormField, HStack, Stack } from '@portal/shared-ui';
import { Textarea } from '@portal/shared-ui/forms';
import { POST_COMMENT_MAX_LENGTH, POST_TEXTS } from '@portal/shared-api/posts';

type CommentBoxProps = {
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** Resolves true when saved: the box then empties (or its owner closes it). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A plain-text box for a comment, a reply or an edit; blank text is refused before any call. */
export function CommentBox({
  label,
  submitLabel,
  initialValue = '',
  onSubmit,
  onCancel,
  autoFocus,
}: CommentBoxProps) {
  const [text, setText] = useState(initialValue);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(POST_TEXTS.commentRequired);
    setIsSaving(true);
    const saved = await onSubmit(text.trim());
    setIsSaving(false);
    if (saved && !onCancel) setText('');
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="2">
        <FormField
          label={label}
          errorText={error}
          counter={{ length: text.length, max: POST_COMMENT_MAX_LENGTH }}
        >
          <Textarea
            rows={2}
            value={text}
            maxLength={POST_COMMENT_MAX_LENGTH}
            autoFocus={autoFocus}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <HStack gap="2" justify="flex-end">
          {onCancel ? (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={isSaving}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
