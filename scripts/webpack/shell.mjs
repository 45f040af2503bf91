// The shell's build: the federation host with no remote compiled in (they come from /registry.json at run
// time), the runtime plugin that turns load failures into region errors, the page template, and for
// production the installable app: public/ (web app manifest, icons, offline page) and the service worker
// with the shell's files to precache (docs/decisions/0027-what-the-service-worker-caches.md); beside it,
// the light sign-in page (no React, no federation: docs/decisions/0026) in dist/sign-in/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appTools, baseConfig } from './base.mjs';
import { prebuiltGlobalStyle } from './prebuilt-global-css.mjs';
import { PreloadManifestPlugin } from './preload-manifest.mjs';
import { sharedConfig } from './shared.mjs';

/** Emits every file under `folder` as it is, so the service worker's manifest sees and precaches them. */
function publicFiles(tools, folder) {
  const { Compilation, sources } = tools.webpack;
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
              if (!entry.isFile()) continue;
              const file = join(entry.parentPath, entry.name);
              compilation.fileDependencies.add(file);
              const name = relative(folder, file).split('\\').join('/');
              compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
            }
          },
        );
      });
    },
  };
}

function serviceWorker(tools, dir) {
  const { InjectManifest } = tools.require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: join(dir, 'src', 'service-worker', 'sw.ts'),
    swDest: 'sw.js',
    // The Brotli and gzip siblings are the same files for the server to choose from, not more to store.
    exclude: [/\.(br|gz)$/, /\.map$/, /\.LICENSE\.txt$/],
    // Hashed chunk names change with their content: their URL is their revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
  });
}

export function createShellConfig({ dir, port }) {
  return (_env, argv) => {
    const tools = appTools(dir);
    const config = baseConfig({ dir, name: 'shell', mode: argv.mode, tools });
    config.output.publicPath = '/';
    // The light sign-in page is built by its own configuration into dist/sign-in/.
    config.output.clean = { keep: /^sign-in[\\/]/ };
    config.plugins.push(
      new tools.ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedConfig({ host: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [join(dir, 'src', 'federation', 'error-plugin.ts')],
        dts: false,
        manifest: true,
        experiments: { asyncStartup: true },
      }),
      new tools.HtmlWebpackPlugin({
        // Production pages carry the design system's global CSS (docs/decisions/0026); development keeps it
        // at run time, so a theme edit shows without restarting the dev server.
        templateContent:
          argv.mode === 'development'
            ? template
            : async () => template.replace('</head>', `  ${await prebuiltGlobalStyle()}\n  </head>`),
        inject: 'body',
      }),
      publicFiles(tools, join(dir, 'public')),
      new PreloadManifestPlugin(),
    );
    // Never on the dev servers: a worker there would answer a rebuilt page from its cache.
    if (argv.mode !== 'development') config.plugins.push(serviceWorker(tools, dir));
    config.devServer = {
      port,
      historyApiFallback: true,
      proxy: [
        { context: ['/api', '/public', '/registry.json', '/remotes'], target: 'http://localhost:8080' },
      ],
    };
    return [config, signInConfig(dir, argv.mode)];
  };
}

/** /login for a signed-out visitor: a plain form and its script, served by the server (docs/decisions/0026). */
function signInConfig(dir, mode) {
  const tools = appTools(dir);
  const config = baseConfig({ dir, name: 'sign-in', mode, tools });
  config.entry = { 'sign-in': './src/sign-in/index.ts' };
  config.output.path = join(config.output.path, 'sign-in');
  config.output.publicPath = '/sign-in/';
  // Not an entry the federation runtime loads: hashed, so it is cached for good.
  config.output.filename = mode === 'development' ? '[name].js' : '[name].[contenthash:10].js';
  config.plugins.push(
    new tools.HtmlWebpackPlugin({ template: join(dir, 'src', 'sign-in', 'page.html'), inject: 'body' }),
  );
  return config;
}

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f48ea" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%226%22 fill=%22%231f48ea%22/%3E%3Cpath d=%22M9 23l7-14 7 14%22 stroke=%22white%22 stroke-width=%223%22 fill=%22none%22/%3E%3C/svg%3E" />
    <meta name="description" content="Your courses, progress, messages and account at the Academy." />
    <title>Academy Portal</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>The Academy portal needs JavaScript. Please enable it and reload the page.</noscript>
  </body>
</html>`;
