import { CloseButton, Portal, Spinner, Text } from '@portal/shared-ui';
import { Dialog } from '@portal/shared-ui/overlays';
import { useCoursePreview, type CourseOutlineLesson } from '@portal/shared-api/catalog';

type PreviewDialogProps = { slug: string; lesson: CourseOutlineLesson | null; onClose: () => void };

/** A free preview lesson, played with the browser's own controls (captions included): no player to load. */
export function PreviewDialog({ slug, lesson, onClose }: PreviewDialogProps) {
  const { data, error } = useCoursePreview(slug, lesson?.Id ?? null);
  return (
    <Dialog.Root
      open={lesson !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="xl"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Preview: {lesson?.Title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
