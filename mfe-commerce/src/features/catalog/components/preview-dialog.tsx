import { Spinner, Text } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/overlays';
import { useCoursePreview, type CourseOutlineLesson } from '@portal/shared-api/catalog';

type PreviewDialogProps = { slug: string; lesson: CourseOutlineLesson | null; onClose: () => void };

/** A free preview lesson, played with the browser's own controls (captions included): no player to load. */
export function PreviewDialog({ slug, lesson, onClose }: PreviewDialogProps) {
  const { data, error } = useCoursePreview(slug, lesson?.Id ?? null);
  return (
    <Modal
      open={lesson !== null}
      onClose={onClose}
      title={`Preview: ${lesson?.Title ?? ''}`}
      size="xl"
      closeLabel="Close preview"
    >
      {error ? (
        <Text role="alert">{error.message}</Text>
      ) : data ? (
        <video
          controls
          autoPlay
          src={data.VideoUrl}
          poster={data.PosterUrl ?? undefined}
          style={{ width: '100%', borderRadius: '8px' }}
          aria-label={`Preview of ${data.Title}`}
        >
          {data.Captions.map((track, index) => (
            <track
              key={track.Url}
              kind="captions"
              src={track.Url}
              srcLang={track.Language}
              label={track.Label}
              default={index === 0}
            />
          ))}
        </video>
      ) : (
        <Spinner aria-label="Loading preview" />
      )}
    </Modal>
  );
}
