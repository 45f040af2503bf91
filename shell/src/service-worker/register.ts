// Installs the service worker once the page has loaded, in production builds only (the webpack dev servers
// rebuild on every change and must never be answered from a cache). Plain navigator.serviceWorker, not
// workbox-window: with updates taking over on install (sw.ts) there is nothing to prompt for, and /login's
// bytes are at their ratchet (docs/decisions/0027-what-the-service-worker-caches.md).
import { authStore } from '@portal/shared-api/core';

/** What the page fetched before the worker controlled it that the worker would have kept. */
function alreadyLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return (
        url.origin === location.origin &&
        (url.pathname.startsWith('/remotes/') ||
          url.pathname === '/registry.json' ||
          url.pathname === '/api/auth/me')
      );
    });
}

async function register() {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  // On the first visit the remotes this page already ran came before the worker: have it store them now
  // (workbox-routing's CACHE_URLS message), so the next load works offline too.
  const urls = alreadyLoaded();
  // The page's HTML carried the registry and who is signed in (docs/decisions/0026), so nothing asked for
  // them: have the worker ask once, after load, so that the app opened offline still has both.
  const wanted = ['/registry.json', ...(authStore.getState().user ? ['/api/auth/me'] : [])];
  for (const path of wanted)
    if (!urls.some((url) => new URL(url).pathname === path)) urls.push(new URL(path, location.origin).href);
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    register().catch((error: unknown) => console.warn('[portal] the offline cache is off', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
