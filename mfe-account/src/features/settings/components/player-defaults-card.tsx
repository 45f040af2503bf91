// Player defaults (Settings, ours): what the course player starts with; the player saves the same preferences
// when changed there, so both places show one truth.
import {
  PLAYBACK_RATES,
  VIDEO_QUALITIES,
  usePlayerPreferences,
  useUpdatePlayerPreferences,
  type PlayerPreferencesPayload,
} from '@portal/shared-api/player';
import { SETTINGS_TEXTS } from '@portal/shared-api/settings';
import { Card, ErrorCard, Skeleton, Stack, toaster } from '@portal/shared-ui';
import { ChoiceSelect, SwitchRow } from '@portal/shared-ui/forms';

const CAPTION_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'es', label: 'Spanish' },
  { value: 'de', label: 'German' },
];

export function PlayerDefaultsCard() {
  const query = usePlayerPreferences();
  const update = useUpdatePlayerPreferences();
  const prefs = query.data;

  async function save(change: PlayerPreferencesPayload) {
    try {
      await update.trigger(change);
      toaster.create({ type: 'success', title: SETTINGS_TEXTS.saved });
    } catch {
      toaster.create({ type: 'error', title: SETTINGS_TEXTS.saveFailed });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Player</Card.Title>
      </Card.Header>
      <Card.Body>
        {query.error ? (
          <ErrorCard
            title={SETTINGS_TEXTS.loadFailed}
            message={query.error.message}
            onRetry={() => void query.mutate()}
          />
        ) : !prefs ? (
          <Skeleton height="48" />
        ) : (
          <Stack gap="5">
            <ChoiceSelect
              label="Playback speed"
              value={String(prefs.playbackRate)}
              options={PLAYBACK_RATES.map((rate) => ({
                value: String(rate),
                label: rate === 1 ? 'Normal (1×)' : `${rate}×`,
              }))}
              onChange={(value) =>
                void save({ playbackRate: Number(value) as PlayerPreferencesPayload['playbackRate'] })
              }
            />
            <ChoiceSelect
              label="Video quality"
              value={prefs.quality === null ? 'auto' : String(prefs.quality)}
              options={[
                { value: 'auto', label: 'Auto' },
                ...VIDEO_QUALITIES.map((height) => ({ value: String(height), label: `${height}p` })),
              ]}
              onChange={(value) =>
                void save({
                  quality: value === 'auto' ? null : (Number(value) as PlayerPreferencesPayload['quality']),
                })
              }
            />
            <SwitchRow
              label="Captions on"
              checked={prefs.captionsEnabled}
              onChange={(on) => void save({ captionsEnabled: on })}
            />
            <ChoiceSelect
              label="Caption language"
              value={prefs.captionsLanguage}
              options={CAPTION_LANGUAGES}
              onChange={(value) => void save({ captionsLanguage: value })}
            />
            <SwitchRow
              label="Play the next lesson automatically"
              checked={prefs.autoAdvance}
              onChange={(on) => void save({ autoAdvance: on })}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
