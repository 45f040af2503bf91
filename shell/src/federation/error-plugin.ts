// Runtime plugin: when a remote's manifest, entry or shared modules cannot be loaded, fail that one load
// (the region shows its fallback) instead of letting the runtime throw at the page, and keep the cause so
// the region can name it. Policy lives in the shell; remotes stay passive.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { noteLoadError } from './load-errors.ts';

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-plugin',
    errorLoadRemote(args) {
      console.warn(`[portal] remote ${String(args.id)} failed to load (${args.lifecycle})`, args.error);
      noteLoadError(String(args.id), args.error);
      // Returning nothing makes loadRemote resolve to undefined; the region turns that into its error state.
      return undefined;
    },
  };
}
