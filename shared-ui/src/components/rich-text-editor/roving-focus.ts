// The toolbar keyboard pattern (WAI-ARIA APG "Toolbar"): one tab stop for the whole toolbar, the arrow keys,
// Home and End move between its buttons, and the last focused button is the one Tab returns to.
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const ITEM = '[data-toolbar-item]';

export function useRovingFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const items = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>(ITEM) ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Focusable items only: a button that is unavailable for now stays focusable (aria-disabled).
    const list = items().filter((item) => !item.disabled);
    const index = list.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const last = list.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = items().indexOf(event.target as HTMLButtonElement);
    if (index >= 0) setCurrent(index);
  };

  /** Moves focus into the toolbar, to the button Tab would reach. */
  const focusToolbar = useCallback(() => {
    ref.current?.querySelector<HTMLButtonElement>(`${ITEM}[tabindex="0"]`)?.focus();
  }, []);

  return {
    toolbarProps: { ref, onKeyDown, onFocus },
    /** The tabIndex of the button at `index`, in the toolbar's order. */
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
    focusToolbar,
  };
}
