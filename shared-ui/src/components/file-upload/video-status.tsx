// Where an uploaded video's processing stands (docs/product/media.md#transcoding): a bar while the server
// makes its ladder, Ready with the ladder's heights, or Processing failed with the reason and a Retry. The
// region is polite-live, so a screen reader hears Ready or the failure when it comes.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MEDIA_TEXTS, type UploadedMedia } from '@portal/shared-api/medias';
import { ProgressBar } from '../progress-bar.tsx';

export type VideoStatusValue = Pick<UploadedMedia, 'Status' | 'Progress' | 'Error'> & {
  Renditions?: UploadedMedia['Renditions'];
};

export type VideoStatusViewProps = {
  media: VideoStatusValue;
  /** Shows the Retry button on a failure. */
  onRetry?: () => void;
  retrying?: boolean;
  /** One line, as a badge (the media library's cards). */
  compact?: boolean;
};

/** "1080p · 720p · 480p · 360p": the ladder's heights, highest first. */
export function ladderLabel(renditions: UploadedMedia['Renditions'] = []): string {
  return [...renditions]
    .sort((a, b) => b.Height - a.Height)
    .map((r) => `${r.Height}p`)
    .join(' · ');
}

export function VideoStatusView({ media, onRetry, retrying = false, compact = false }: VideoStatusViewProps) {
  // A video from before transcoding, or no video: nothing to say.
  if (!media.Status) return null;
  const progress = media.Progress ?? 0;
  const ladder = ladderLabel(media.Renditions);
  if (compact)
    return (
      <Badge
        aria-live="polite"
        colorPalette={media.Status === 'failed' ? 'red' : media.Status === 'ready' ? 'green' : 'blue'}
      >
        {media.Status === 'processing'
          ? MEDIA_TEXTS.processingLabel(progress)
          : media.Status === 'ready'
            ? MEDIA_TEXTS.ready
            : MEDIA_TEXTS.failed}
      </Badge>
    );
  return (
    <Stack gap="1" role="status" aria-live="polite" aria-label="Video processing" textStyle="sm">
      {media.Status === 'processing' ? (
        <ProgressBar value={progress} label={MEDIA_TEXTS.processingLabel(progress)} showValue={false} />
      ) : media.Status === 'ready' ? (
        <HStack gap="2">
          <Badge colorPalette="green">{MEDIA_TEXTS.ready}</Badge>
          {ladder ? <Text color="fg.muted">{ladder}</Text> : null}
        </HStack>
      ) : (
        <Stack gap="1" align="flex-start">
          <Text color="fg.error" fontWeight="medium">
            {MEDIA_TEXTS.failed}
          </Text>
          {media.Error ? <Text color="fg.error">{media.Error}</Text> : null}
          {onRetry ? (
            <Button size="xs" variant="outline" loading={retrying} onClick={onRetry}>
              {MEDIA_TEXTS.retry}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
