// Keyboard control of the player region (issue 9): space/k play-pause, j/l and arrows seek, up/down volume,
// f full screen, c captions, m mute, < and > speed. Keys typed into a control keep their own meaning.
import { PLAYBACK_RATES, SEEK_STEP_SECONDS } from '@portal/shared-api/player';

export type KeyboardActions = {
  playPause: () => void;
  seekBy: (seconds: number) => void;
  volumeBy: (step: number) => void;
  fullscreen: () => void;
  toggleCaptions: () => void;
  toggleMute: () => void;
  setRate: (rate: number) => void;
  rate: number;
};

/** The speed one step slower or faster in the list of docs/product/player.md#video-figures. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const at = PLAYBACK_RATES.findIndex((r) => r === rate);
  const next = (at === -1 ? PLAYBACK_RATES.indexOf(1) : at) + direction;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, next))]!;
}

const OWN_KEYS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Handles a key; true when it was the player's (the caller then prevents the default). */
export function handlePlayerKey(
  event: KeyboardEvent | React.KeyboardEvent,
  actions: KeyboardActions,
): boolean {
  const target = event.target as HTMLElement;
  if (OWN_KEYS.has(target.tagName) || target.isContentEditable) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  // A focused button or slider keeps Space, Enter and the arrows.
  const isControl = target.tagName === 'BUTTON' || target.getAttribute('role') === 'slider';
  switch (event.key) {
    case ' ':
      if (isControl) return false;
      actions.playPause();
      return true;
    case 'k':
      actions.playPause();
      return true;
    case 'j':
      actions.seekBy(-SEEK_STEP_SECONDS);
      return true;
    case 'l':
      actions.seekBy(SEEK_STEP_SECONDS);
      return true;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (isControl) return false;
      actions.seekBy(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
      return true;
    case 'ArrowUp':
    case 'ArrowDown':
      if (isControl) return false;
      actions.volumeBy(event.key === 'ArrowUp' ? 0.1 : -0.1);
      return true;
    case 'f':
      actions.fullscreen();
      return true;
    case 'c':
      actions.toggleCaptions();
      return true;
    case 'm':
      actions.toggleMute();
      return true;
    case '<':
    case '>':
      actions.setRate(stepRate(actions.rate, event.key === '>' ? 1 : -1));
      return true;
    default:
      return false;
  }
}
