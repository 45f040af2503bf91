import { act, renderHook } from '@testing-library/react';
import { useIsPhone } from './use-is-phone.ts';

type Listener = () => void;

/** A window whose width is below md or not, that can turn like a phone. */
function fakeWindow(phone: boolean) {
  const listeners = new Set<Listener>();
  const state = { phone };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.phone;
    },
    media: query,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    turn(toPhone: boolean) {
      state.phone = toPhone;
      listeners.forEach((listener) => listener());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test('a window below the md breakpoint is a phone, and the answer follows the window as it turns', () => {
  const screen = fakeWindow(true);
  const { result } = renderHook(() => useIsPhone());
  expect(result.current).toBe(true);
  act(() => screen.turn(false));
  expect(result.current).toBe(false);
});
