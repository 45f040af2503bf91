// Runtime plugin: when a remote's manifest or entry cannot be loaded, fail that one load (the region shows
// its fallback) instead of letting the runtime throw at the page. Policy lives in the shell; remotes stay passive.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-plugin',
    errorLoadRemote(args) {
      console.warn(`[portal] remote ${String(args.id)} failed to load (${args.lifecycle})`, args.error);
      // Returning nothing makes loadRemote resolve to undefined; the region turns that into its error state.
      return undefined;
    },
  };
}
