// The server sends a public page with its content already in #prerendered, above the app's hidden root
// (docs/product/portal.md#public-pages-arrive-as-html). The live page takes over once it shows content of
// its own (data, an empty or a not-found state, an error): the server's copy leaves the accessibility tree
// and the page in one step, before the browser paints, which shows the root in the same frame.
import { useLayoutEffect } from 'react';

/** Removes the server's copy of the page, if there is one; the root shows instead. */
export function releasePrerendered(): void {
  const copy = document.getElementById('prerendered');
  if (!copy) return;
  copy.setAttribute('aria-hidden', 'true');
  copy.remove();
}

/** Hands the page over from the server's copy once `isShown` (the live page has rendered its content). */
export function useReleasePrerendered(isShown: boolean): void {
  useLayoutEffect(() => {
    if (isShown) releasePrerendered();
  }, [isShown]);
}
