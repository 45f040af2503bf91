// A lesson whose video is still being processed (or whose processing failed) plays its original file; the
// learner is told so, once, above the player (docs/product/media.md#transcoding).
import { Text } from '@portal/shared-ui';
import { MEDIA_TEXTS } from '@portal/shared-api/medias';
import type { PlayerContent } from '@portal/shared-api/player';

export function isPlayingOriginal(content: Pick<PlayerContent, 'streamStatus' | 'streamUrl'>): boolean {
  return !content.streamUrl && (content.streamStatus === 'processing' || content.streamStatus === 'failed');
}

export function PlayingOriginalNote({
  content,
}: {
  content: Pick<PlayerContent, 'streamStatus' | 'streamUrl'>;
}) {
  if (!isPlayingOriginal(content)) return null;
  return (
    <Text role="status" textStyle="sm" color="fg.muted">
      {MEDIA_TEXTS.playingOriginal}
    </Text>
  );
}
