// Whether the window is narrower than the design system's md breakpoint (48rem, Chakra's `base` to `md`):
// the width where a page shows one pane at a time. Follows the window as it turns or resizes.
import { useSyncExternalStore } from 'react';

// Chakra's own "below md" query, so this agrees with the responsive style props.
export const BELOW_MD = 'screen and (max-width: 47.9975rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(BELOW_MD);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(BELOW_MD).matches);
}
