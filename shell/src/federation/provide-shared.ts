// The shell must be the provider of every shared-ui entry: Chakra and react-router live inside them
// (docs/decisions/0010), so an entry a remote loaded from its own build would bring a second Chakra and a
// second router. Module Federation provides only the shared modules a build imports, so the shell imports
// each entry here, lazily: they load after sign-in, when the browser is idle, and are warm for the first page.
const entries = [
  () => import('@portal/shared-ui/forms'),
  () => import('@portal/shared-ui/data'),
  () => import('@portal/shared-ui/overlays'),
  () => import('@portal/shared-ui/routing'),
  () => import('@portal/shared-ui/router'),
];

let warmed = false;

export function warmSharedUi(): void {
  if (warmed) return;
  warmed = true;
  const load = () => entries.forEach((entry) => void entry().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
