// A remote's build: exposes ./App (its <Routes>), emits mf-manifest.json, shares the singletons, and has a
// standalone page for local development against the real API on :8080.

import { appTools, baseConfig } from './base.mjs';
import { PreloadManifestPlugin } from './preload-manifest.mjs';
import { sharedConfig } from './shared.mjs';

export function createRemoteConfig({ name, dir, port }) {
  return (_env, argv) => {
    const tools = appTools(dir);
    const config = baseConfig({ dir, name, mode: argv.mode, tools });
    config.output.publicPath = 'auto';
    // Another folder for a one-off build (the version-skew test), so dist/ keeps the real one.
    if (process.env.PORTAL_BUILD_OUT) config.output.path = process.env.PORTAL_BUILD_OUT;
    // The federation runtime cannot hash entry chunk names; a remote's version folder is immutable anyway.
    config.output.filename = '[name].js';
    config.optimization.runtimeChunk = false;
    config.plugins.push(
      new tools.ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/app.tsx' },
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new tools.HtmlWebpackPlugin({
        title: `Academy Portal — ${name} (standalone)`,
        templateContent: template,
        chunks: ['main'],
      }),
      new PreloadManifestPlugin({ remote: name }),
    );
    config.devServer = {
      port,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/public', '/registry.json'], target: 'http://localhost:8080' }],
    };
    return config;
  };
}

const template = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="root"></div></body></html>`;
