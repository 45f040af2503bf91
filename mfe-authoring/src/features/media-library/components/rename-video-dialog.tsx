import { mediaNameSchema, type UploadedMedia } from '@portal/shared-api/medias';
import { FormDialog, TextField } from '@portal/shared-ui/forms';

type RenameVideoDialogProps = {
  video: UploadedMedia | null;
  onClose: () => void;
  /** Throws the failure's text, which the dialog shows above the field. */
  onSave: (name: string) => Promise<void>;
};

/** A video's shown name; the stored file keeps its own (docs/product/media.md#media-library). */
export function RenameVideoDialog({ video, onClose, onSave }: RenameVideoDialogProps) {
  return (
    <FormDialog
      open={video !== null}
      onClose={onClose}
      title="Rename video"
      submitLabel="Save"
      initialValues={{ name: video?.Username ?? '' }}
      validationSchema={mediaNameSchema}
      onSubmit={(values) => onSave(values.name.trim())}
    >
      <TextField name="name" label="Name" required />
    </FormDialog>
  );
}
