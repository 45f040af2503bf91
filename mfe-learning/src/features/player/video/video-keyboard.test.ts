import { jest } from '@jest/globals';
import { handlePlayerKey, stepRate, type KeyboardActions } from './video-keyboard.ts';

function actions() {
  return {
    playPause: jest.fn<() => void>(),
    seekBy: jest.fn<(seconds: number) => void>(),
    volumeBy: jest.fn<(step: number) => void>(),
    fullscreen: jest.fn<() => void>(),
    toggleCaptions: jest.fn<() => void>(),
    toggleMute: jest.fn<() => void>(),
    setRate: jest.fn<(rate: number) => void>(),
    rate: 1,
  } satisfies KeyboardActions;
}
const press = (key: string, target: HTMLElement = document.createElement('div')) =>
  ({ key, target, ctrlKey: false, metaKey: false, altKey: false }) as unknown as KeyboardEvent;

describe('player keyboard', () => {
  it('plays and pauses with space and k, seeks ten seconds with j, l and the arrows', () => {
    const a = actions();
    expect(handlePlayerKey(press(' '), a)).toBe(true);
    expect(handlePlayerKey(press('k'), a)).toBe(true);
    expect(a.playPause).toHaveBeenCalledTimes(2);
    handlePlayerKey(press('j'), a);
    handlePlayerKey(press('ArrowRight'), a);
    expect(a.seekBy.mock.calls).toEqual([[-10], [10]]);
  });

  it('leaves space and arrows to a focused button or slider, and typing to text fields', () => {
    const a = actions();
    expect(handlePlayerKey(press(' ', document.createElement('button')), a)).toBe(false);
    expect(handlePlayerKey(press('k', document.createElement('input')), a)).toBe(false);
    expect(a.playPause).not.toHaveBeenCalled();
  });

  it('steps the speed through the product’s list and stops at its ends', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(2, 1)).toBe(2);
    const a = actions();
    handlePlayerKey(press('>'), a);
    expect(a.setRate).toHaveBeenCalledWith(1.25);
  });

  it('toggles full screen, captions and mute with f, c and m', () => {
    const a = actions();
    for (const key of ['f', 'c', 'm']) handlePlayerKey(press(key), a);
    expect([a.fullscreen, a.toggleCaptions, a.toggleMute].every((fn) => fn.mock.calls.length === 1)).toBe(
      true,
    );
  });
});
