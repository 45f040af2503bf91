import { FileUploadField, VideoStatusView } from '@portal/shared-ui/forms';
import { Stack, toaster } from '@portal/shared-ui';
import { refusalReason } from '@portal/shared-api/core';
import { MEDIA_TEXTS, useRetryTranscode, useVideoProgress } from '@portal/shared-api/medias';
import type { DraftMedia } from '../hooks/use-course-draft-editor.ts';

type LessonVideoFieldProps = {
  media: DraftMedia | null;
  onUploaded: (media: DraftMedia) => void;
  onRemove: () => void;
};

/** A video lesson's file: uploaded at once, then shown with its poster, length and processing. */
export function LessonVideoField({ media, onUploaded, onRemove }: LessonVideoFieldProps) {
  return (
    <Stack gap="2">
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
            Status: uploaded.Status,
            Progress: uploaded.Progress,
            Error: uploaded.Error,
          })
        }
        onRemove={onRemove}
      />
      {media ? <LessonVideoStatus media={media} /> : null}
    </Stack>
  );
}

/** The video's processing, live: the draft's word until the server's own arrives. */
export function LessonVideoStatus({ media }: { media: DraftMedia }) {
  const { data } = useVideoProgress(media.Id);
  const retry = useRetryTranscode();
  return (
    <VideoStatusView
      media={data ?? media}
      onRetry={() =>
        void retry.trigger(media.Id).then(
          () => toaster.create({ type: 'info', title: MEDIA_TEXTS.retryStarted }),
          (error: unknown) =>
            toaster.create({ type: 'error', title: MEDIA_TEXTS.failed, description: refusalReason(error) }),
        )
      }
      retrying={retry.isMutating}
    />
  );
}
