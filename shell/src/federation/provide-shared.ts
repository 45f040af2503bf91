// The shell must be the provider of every shared-ui entry: Chakra and react-router live inside them
// (docs/decisions/0010), so an entry a remote loaded from its own build would bring a second Chakra and a
// second router. Module Federation provides only the shared modules a build imports, so the shell imports
// each entry here, lazily: they load after sign-in, when the browser is idle, and are warm for the first page.
const entries = [
  () => import(/* webpackChunkName: "shared-ui-forms" */ '@portal/shared-ui/forms'),
  () => import(/* webpackChunkName: "shared-ui-data" */ '@portal/shared-ui/data'),
  () => import(/* webpackChunkName: "shared-ui-overlays" */ '@portal/shared-ui/overlays'),
  () => import(/* webpackChunkName: "shared-ui-routing" */ '@portal/shared-ui/routing'),
  () => import(/* webpackChunkName: "shared-ui-router" */ '@portal/shared-ui/router'),
];

/**
 * Provided, never warmed: heavy entries only some pages use. Remotes take them from the shell alone
 * (`import: false` in scripts/webpack/shared.mjs), so they load with the first page that draws a chart.
 * Nothing calls this: it is here so the shell's build contains (and therefore provides) them, which
 * scripts/check-singletons.mjs verifies on the built shell.
 * @public
 */
export const onDemandEntries = [() => import('@portal/shared-ui/charts')];

let loaded: Promise<void> | null = null;

/**
 * Loads every entry once. Started as a remote starts loading, so every entry is loading or loaded before the
 * remote asks for one: Module Federation takes the first copy loaded, and a remote whose page needs `forms`
 * before the shell's idle warm-up ran could otherwise bring its own.
 */
export function loadSharedUi(): Promise<void> {
  loaded ??= Promise.all(entries.map((entry) => entry())).then(
    () => undefined,
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

let warmed = false;

export function warmSharedUi(): void {
  if (warmed) return;
  warmed = true;
  const load = () => void loadSharedUi().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
