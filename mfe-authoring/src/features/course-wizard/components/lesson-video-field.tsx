import { FileUploadField } from '@portal/shared-ui/forms';
import type { DraftMedia } from '../hooks/use-course-draft-editor.ts';

type LessonVideoFieldProps = {
  media: DraftMedia | null;
  onUploaded: (media: DraftMedia) => void;
  onRemove: () => void;
};

/** A video lesson's file: uploaded at once, then shown with its poster and length. */
export function LessonVideoField({ media, onUploaded, onRemove }: LessonVideoFieldProps) {
  return (
    <FileUploadField
      label="Lesson video"
      kind="video"
      purpose="lesson"
      value={
        media
          ? {
              name: media.name,
              url: media.url,
              posterUrl: media.posterUrl,
              durationSeconds: media.durationSeconds,
            }
          : null
      }
      onUploaded={(uploaded) =>
        onUploaded({
          Id: uploaded.Id,
          name: uploaded.Username,
          url: uploaded.url,
          posterUrl: uploaded.PosterUrl,
          durationSeconds: uploaded.DurationSeconds,
        })
      }
      onRemove={onRemove}
    />
  );
}
