// What a page will need, written at build time so the server can name it in index.html as preloads and the
// chain of round trips becomes one wave (docs/decisions/0026). Each build writes `preload-manifest.json`:
// `groups`, each named chunk group (the shell's portal frame, a remote's exposed App) and `pages`, each route
// of a remote's manifest (the chunks its page's import loads, and the API answers it reads first: `data`),
// both as `{ files, shared }`: its JS files and the shared modules it takes; and `provided`, the JS files of
// each shared module the build provides, with the chunks it depends on (the mf-manifest's lists name only the
// module's own chunk, so Chakra's chunk, under every shared-ui entry, was fetched in a chain after boot).
import { readManifest } from '../lib/remotes.mjs';

const NAME = 'PreloadManifestPlugin';
const IMPORTED = /import\(\s*['"]([^'"]+)['"]\s*\)/;

export class PreloadManifestPlugin {
  /** @param {{ remote?: string }} options a remote's name, or none for the shell */
  constructor({ remote } = {}) {
    this.remote = remote;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage }, async () => {
        const describe = (group) => {
          const shared = new Set();
          for (const chunk of group.chunks)
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
              if (module.options?.shareKey && module.constructor.name.includes('ConsumeShared'))
                shared.add(module.options.shareKey);
          return {
            files: group.getFiles().filter((file) => file.endsWith('.js')),
            shared: [...shared].sort(),
          };
        };
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = describe(group);
        const provided = {};
        for (const group of compilation.chunkGroups)
          for (const origin of group.origins ?? [])
            if (origin.module?.constructor.name.includes('ProvideSharedModule')) {
              const name = origin.module._name;
              provided[name] = [...new Set([...(provided[name] ?? []), ...describe(group).files])].sort();
            }
        const pages = {};
        if (this.remote) {
          // A route's page is `() => import('./features/…')`: its source names the module it imports.
          const byRequest = new Map();
          for (const group of compilation.chunkGroups)
            for (const origin of group.origins ?? [])
              if (origin.request && origin.module?.resource?.endsWith('routes.ts'))
                byRequest.set(origin.request, describe(group));
          for (const route of (await readManifest(this.remote)).routes) {
            const request = route.page && IMPORTED.exec(route.page.toString())?.[1];
            if (request && byRequest.has(request))
              pages[route.path] = { ...byRequest.get(request), data: route.data ?? [] };
          }
        }
        compilation.emitAsset(
          'preload-manifest.json',
          new RawSource(JSON.stringify({ groups, pages, provided })),
        );
      });
    });
  }
}
