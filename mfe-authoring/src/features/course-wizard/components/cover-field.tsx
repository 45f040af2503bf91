import { FileUploadField } from '@portal/shared-ui/forms';

type CoverFieldProps = {
  cover: { Id: string; url: string } | null;
  onChange: (cover: { Id: string; url: string } | null) => void;
};

/** The course's cover image (CoverMediaId), uploaded as soon as it is chosen. */
export function CoverField({ cover, onChange }: CoverFieldProps) {
  return (
    <FileUploadField
      label="Cover image"
      kind="image"
      purpose="cover"
      helperText="A 16:9 picture shows best in the catalogue."
      value={cover ? { name: 'Course cover', url: cover.url } : null}
      onUploaded={(media) => onChange({ Id: media.Id, url: media.url })}
      onRemove={() => onChange(null)}
    />
  );
}
