// The portal's service worker (built alone into /sw.js by InjectManifest): the shell precached so the app
// opens offline, remotes' immutable files cached on first use, the registry and entry files network-first,
// and of the API only the signed-in user, so a student offline stays signed in. The rules are in rules.ts;
// why these and no others: docs/decisions/0027-what-the-service-worker-caches.md.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { registryEntries, staleRemoteUrls, strategyFor, type Strategy } from './rules.ts';

type Worker = {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
};
declare const self: Worker;

const REMOTE_CACHE = 'portal-remotes';
const ENTRY_CACHE = 'portal-entries';
const USER_CACHE = 'portal-user';
const DAY = 24 * 60 * 60;

// An update takes over as soon as it is installed; the open page is never reloaded, and the next load runs
// the new shell from the new precache (the old one's files are gone from the server anyway).
void self.skipWaiting();
clientsClaim();

const when =
  (wanted: Strategy) =>
  ({ url, request }: { url: URL; request: Request }) =>
    strategyFor({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === wanted;

async function offlinePage(): Promise<Response> {
  return (await matchPrecache('/offline.html')) ?? Response.error();
}

registerRoute(when('page'), async ({ request }) => {
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache('/index.html')) ?? offlinePage();
  }
});

registerRoute(when('page-outside-shell'), async ({ request }) => {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
});

registerRoute(
  when('remote-file'),
  new CacheFirst({
    cacheName: REMOTE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

async function dropStaleRemotes(registryRequest: Request) {
  const registry = await (await caches.open(ENTRY_CACHE)).match(registryRequest);
  const entries = registryEntries(await registry?.json().catch(() => null));
  for (const name of [REMOTE_CACHE, ENTRY_CACHE]) {
    const cache = await caches.open(name);
    const urls = (await cache.keys()).map((request) => request.url);
    await Promise.all(staleRemoteUrls(urls, entries).map((url) => cache.delete(url)));
  }
}

registerRoute(
  when('entry-file'),
  new NetworkFirst({
    cacheName: ENTRY_CACHE,
    plugins: [
      {
        cacheDidUpdate: async ({ request }) => {
          if (new URL(request.url).pathname === '/registry.json') await dropStaleRemotes(request);
        },
      },
    ],
  }),
);

// The last signed-in answer, kept only while the server still says so: a 401 or a sign-out forgets it, so
// a shared phone never shows the previous student offline.
registerRoute(when('signed-in-user'), async ({ request }) => {
  const cache = await caches.open(USER_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const last = await cache.match(request, { ignoreVary: true });
    if (last) return last;
    throw error;
  }
  if (response.ok) await cache.put(request, response.clone());
  else if (response.status === 401) await cache.delete(request, { ignoreVary: true });
  return response;
});

registerRoute(
  when('sign-out'),
  async ({ request }) => {
    await caches.delete(USER_CACHE);
    return fetch(request);
  },
  'POST',
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
