// The shell's production page carries the design system's global CSS (reset, global styles, token variables)
// prebuilt by its build (scripts/webpack/prebuilt-global-css.mjs), so a phone does not build, hash and
// insert it again at boot (docs/decisions/0026-fast-on-a-phone.md). Storybook, tests and a remote's
// standalone page carry none and keep the provider's runtime copy.
import type { SystemContext } from '@chakra-ui/react';

const PREBUILT_ID = 'portal-global-css';

/** `system`, without its global CSS when the page already carries it. */
export function pageSystem(system: SystemContext): SystemContext {
  if (typeof document === 'undefined' || !document.getElementById(PREBUILT_ID)) return system;
  // A view of the same system (its own functions and caches), whose only difference is an empty `_global`:
  // copying it would read the global CSS the build made lazy.
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
