// Which caption track shows when a lesson starts (docs/product/player.md#caption-track): the learner's own choice when they made one and
// the lesson has it, else the author's default track (marked in the manifest, or on the lesson), else none.
import type { PlayerContent, PlayerPreferences } from '@portal/shared-api/player';
import type { CaptionChoice } from './use-shaka.ts';

type CaptionPreferences = Pick<PlayerPreferences, 'captionsEnabled' | 'captionsLanguage'>;

/** The author's default track: the manifest's main one, else the lesson's track marked default. */
export function defaultCaption(
  tracks: CaptionChoice[],
  transcriptions: PlayerContent['transcriptions'],
): string | null {
  const marked = tracks.find((track) => track.isDefault)?.language;
  if (marked) return marked;
  const lesson = transcriptions.find((track) => track.default)?.language;
  return lesson && tracks.some((track) => track.language === lesson) ? lesson : null;
}

/**
 * The language to show, or null for none, from the stream's tracks and the lesson's. `chosen`: whether the
 * learner has picked captions (on or off); without a choice the author's default shows.
 */
export function captionLanguageFor(
  preferences: CaptionPreferences,
  chosen: boolean,
  { captions: tracks }: { captions: CaptionChoice[] },
  { transcriptions }: Pick<PlayerContent, 'transcriptions'>,
): string | null {
  if (chosen && !preferences.captionsEnabled) return null;
  if (chosen && tracks.some((track) => track.language === preferences.captionsLanguage))
    return preferences.captionsLanguage;
  return defaultCaption(tracks, transcriptions);
}
