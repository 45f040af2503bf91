// Light/dark mode without a dependency: a class on <html> that Chakra's `_dark` condition reads, following
// the OS until the person picks one, then remembered.
import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
const STORAGE_KEY = 'portal.color-mode';
const listeners = new Set<() => void>();

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function readColorMode(): ColorMode {
  if (typeof localStorage === 'undefined') return 'light';
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === 'dark' || saved === 'light' ? saved : systemMode();
}

export function applyColorMode(mode: ColorMode = readColorMode()): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function setColorMode(mode: ColorMode): void {
  localStorage.setItem(STORAGE_KEY, mode);
  applyColorMode(mode);
  listeners.forEach((listener) => listener());
}

/** Forgets a picked mode and follows the OS again (the "system" theme of the Settings page). */
export function followSystemColorMode(): void {
  localStorage.removeItem(STORAGE_KEY);
  applyColorMode();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const colorMode = useSyncExternalStore(subscribe, readColorMode, () => 'light' as ColorMode);
  const toggleColorMode = useCallback(() => setColorMode(readColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, toggleColorMode };
}
