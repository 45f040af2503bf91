// What every app's webpack build shares: swc for TypeScript/JSX (no type checking in webpack: `tsc -b`
// does that once for the repo), a filesystem cache, swc minification on one worker (2-core machines).
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { join } from 'node:path';
import { repoRoot } from './shared.mjs';

export function appTools(dir) {
  const require = createRequire(join(dir, 'package.json'));
  // Module Federation requires webpack internals by name; under pnpm's strict layout it cannot see the
  // app's webpack, so tell it where that is (its documented escape hatch).
  process.env.FEDERATION_WEBPACK_PATH = require.resolve('webpack');
  return {
    require,
    webpack: require('webpack'),
    HtmlWebpackPlugin: require('html-webpack-plugin'),
    TerserPlugin: require('terser-webpack-plugin'),
    CompressionPlugin: require('compression-webpack-plugin'),
    ModuleFederationPlugin: require('@module-federation/enhanced/webpack').ModuleFederationPlugin,
  };
}

const COMPRESSIBLE = /\.(js|css|json|svg|html|vtt|txt)$/;

function compressionPlugins(tools) {
  // 512, not 1024: the shell's index.html (under 1 KB) is every visit's first response, and Brotli halves it.
  const common = { test: COMPRESSIBLE, threshold: 512, minRatio: 0.9 };
  return [
    new tools.CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new tools.CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

export function baseConfig({ dir, name, mode, tools }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      // PORTAL_OUT_DIR builds elsewhere: scripts/check-reproducible.mjs rebuilds beside a portal serving dist/.
      path: process.env.PORTAL_OUT_DIR ?? join(dir, 'dist'),
      uniqueName: name,
      // Entry chunks keep plain names: the federation runtime cannot hash them. The server revalidates them.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: [
            join(dir, 'src'),
            join(repoRoot, 'shared-ui', 'src'),
            join(repoRoot, 'shared-api', 'src'),
          ],
          use: {
            loader: tools.require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: join(repoRoot, 'scripts', 'webpack', 'pure-chakra-theme-loader.cjs'),
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: join(repoRoot, 'scripts', 'webpack', 'lazy-chakra-global-loader.cjs'),
        },
      ],
    },
    // Production builds start cold: webpack 5.111 restores concatenated modules from its persistent cache in
    // another order, so a warm rebuild of unchanged sources gave new hashes, hence a new remote version
    // (docs/decisions/0012). A cold build of one app takes ~8 s; development keeps the cache.
    cache: production
      ? false
      : {
          type: 'filesystem',
          cacheDirectory: join(repoRoot, 'node_modules', '.cache', 'webpack', name),
          buildDependencies: {
            config: [
              join(dir, 'webpack.config.mjs'),
              import.meta.filename,
              join(repoRoot, 'scripts', 'webpack', 'pure-chakra-theme-loader.cjs'),
              join(repoRoot, 'scripts', 'webpack', 'lazy-chakra-global-loader.cjs'),
            ],
          },
        },
    optimization: {
      minimize: production,
      minimizer: [
        new tools.TerserPlugin({ minify: tools.TerserPlugin.swcMinify, parallel: 1, extractComments: false }),
      ],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    plugins: [
      new tools.webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      // Brotli and gzip siblings of every text asset, written once at build time; the server sends the one
      // the browser accepts (bytes on the wire: docs/architecture.md#budgets). Media are not compressed.
      ...(production ? compressionPlugins(tools) : []),
    ],
  };
}
