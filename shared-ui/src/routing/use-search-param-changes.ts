import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SearchParamChanges = Record<string, string | number | undefined>;
export type SearchParamChangeOptions = {
  /** Replace the history entry (typing, toggles) rather than add one. */
  replace?: boolean;
  /** Names removed unless the change sets them itself, e.g. `page` when a filter changes. */
  reset?: readonly string[];
};

/**
 * A page's state in the URL, changed a few names at a time: '' or undefined removes a name. Each change
 * builds on the last one made, not on the render's copy of the URL, so two changes before the next render
 * (From, then To) both land; react-router's functional update would lose the first. `change` stays the same
 * function for the page's life, so an effect that changes the URL does not run again because of it.
 */
export function useSearchParamChanges() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams.toString());
  latest.current = searchParams.toString();
  const setLatest = useRef(setSearchParams);
  setLatest.current = setSearchParams;
  const change = useCallback(
    (changes: SearchParamChanges, { replace = false, reset = [] }: SearchParamChangeOptions = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === '' || value === undefined) next.delete(name);
        else next.set(name, String(value));
      }
      for (const name of reset) if (!(name in changes)) next.delete(name);
      latest.current = next.toString();
      setLatest.current(next, { replace });
    },
    [],
  );
  return [searchParams, change] as const;
}
