import { useField } from 'formik';
import { FileUploadField } from '@portal/shared-ui/forms';
import type { PostCover } from '../utils/post-form-values.ts';

/** The post's cover: uploaded (and resized) as soon as it is chosen, kept by its media Id. */
export function CoverField() {
  const [field, , helpers] = useField<PostCover | null>('Cover');
  return (
    <FileUploadField
      label="Cover image"
      kind="image"
      purpose="post"
      value={field.value}
      onUploaded={(media) => void helpers.setValue({ Id: media.Id, url: media.url, name: media.Username })}
      onRemove={() => void helpers.setValue(null)}
      helperText="Optional. JPEG, PNG, WebP or GIF; it is shown at the top of the post and on its card."
    />
  );
}
