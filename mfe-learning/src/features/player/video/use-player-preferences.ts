// Speed, captions, quality, auto-advance and volume, remembered per user on the server. Changes apply at
// once and are saved in the background (volume after the slider settles).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  usePlayerPreferences,
  useUpdatePlayerPreferences,
  type PlayerPreferences,
  type PlayerPreferencesPayload,
} from '@portal/shared-api/player';

const DEFAULTS: PlayerPreferences = {
  playbackRate: 1,
  captionsEnabled: false,
  captionsLanguage: 'en',
  quality: null,
  autoAdvance: true,
  volume: 1,
  muted: false,
};
const VOLUME_SAVE_DELAY_MS = 600;

export function useRememberedPreferences() {
  const remote = usePlayerPreferences();
  const update = useUpdatePlayerPreferences();
  const [preferences, setPreferences] = useState<PlayerPreferences>(DEFAULTS);
  const [captionsTouched, setCaptionsTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef(update.trigger);
  triggerRef.current = update.trigger;

  useEffect(() => {
    if (remote.data) setPreferences(remote.data);
  }, [remote.data]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback((next: PlayerPreferencesPayload) => {
    setPreferences((current) => ({ ...current, ...next }));
    if ('captionsEnabled' in next) setCaptionsTouched(true);
    const send = () => triggerRef.current(next).catch(() => undefined);
    if ('volume' in next) {
      clearTimeout(timer.current);
      timer.current = setTimeout(send, VOLUME_SAVE_DELAY_MS);
    } else void send();
  }, []);

  // The server answers its defaults until the learner saves: captions on, or a language other than the
  // default, says they chose, as does a pick in this tab (captions turned on then off in English in an earlier visit
  // looks the same as never: a known gap).
  const saved = remote.data;
  const captionsChosen =
    saved !== undefined &&
    (saved.captionsEnabled || saved.captionsLanguage !== DEFAULTS.captionsLanguage || captionsTouched);
  return {
    preferences,
    captionsChosen,
    isLoaded: remote.data !== undefined || remote.error !== undefined,
    change,
  };
}
