// The portal frame's chunk (layouts, sidebar, remote regions), loaded once: the router renders it, and boot
// starts it early when the first page is a portal page, so it downloads while the registry and the session
// are being read instead of after them.
export const loadPortal = () =>
  import(/* webpackChunkName: "portal-frame" */ './portal-route.tsx').then((module) => module.PortalRoute);

let started: ReturnType<typeof loadPortal> | null = null;

export function preloadPortal(): void {
  started ??= loadPortal().catch((error: unknown) => {
    started = null;
    throw error;
  });
}
