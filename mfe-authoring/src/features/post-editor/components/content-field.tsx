import { useField } from 'formik';
import { FormField } from '@portal/shared-ui';
import { LazyRichTextEditor } from '@portal/shared-ui/editor';

/** The post's body in the rich-text editor; the server sanitises what it sends. */
export function ContentField() {
  const [field, meta, helpers] = useField<string>('Content');
  return (
    <FormField label="Content" required errorText={meta.touched ? meta.error : undefined}>
      {(control) => (
        <LazyRichTextEditor
          {...control}
          value={field.value}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          placeholder="Write your post…"
          height="320px"
        />
      )}
    </FormField>
  );
}
