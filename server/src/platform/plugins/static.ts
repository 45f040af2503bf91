// Serves the built portal from the API's process (docs/architecture.md#the-picture): the shell at / with an
// SPA fallback, remotes under /remotes/, the mutable /registry.json, and uploaded media under /public/upload/
// with Range support and access control, from the file store (the local disk or an object store). Hashed assets are immutable; entry files must never be cached. Text
// assets go out Brotli- or gzip-compressed from the build's pre-compressed siblings.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendShellPage, type RenderPage, type RenderSignedInPage } from '../html/shell-page.ts';
import { sendStored } from '../storage/send.ts';
import type { FileStore } from '../storage/store.ts';
import { mediaKey } from '../../core/storage-keys.ts';

export type StaticOptions = {
  storage: FileStore;
  /** May this user (null: signed out) read the stored file? The medias module decides. */
  canReadMedia(subDir: string, hashname: string, userId: string | null): Promise<boolean>;
  /** A public page's head and content for the shell to carry, or null for the plain shell (public-pages). */
  renderPage?: RenderPage;
  /** A signed-in page's first screen for the session's own user, or null (signed-in-pages). */
  renderSignedIn?: RenderSignedInPage;
};

// sw.js too: a browser checks it for an update on every load, and a cached copy would pin the old shell.
const ENTRY_FILES = new Set([
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'registry.json',
]);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheFor(path: string): string {
  // A pre-compressed sibling (main.js.br) is cached like the file it stands for.
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED.test(name) || path.includes(`${sep}remotes${sep}`)) return 'public, max-age=31536000, immutable';
  // Anything else (the shell's unhashed entry chunk, icons) is revalidated with its ETag on every load.
  return 'no-cache';
}

// @fastify/static passes Fastify's reply here, not Node's response.
const setHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
  reply.header('cache-control', cacheFor(path));
  // The worker lives at the root, so its scope is the whole portal; the header says so explicitly.
  if (basename(path).replace(/\.(br|gz)$/, '') === 'sw.js') reply.header('service-worker-allowed', '/');
};

function notFound(reply: FastifyReply, message = 'Not found') {
  return reply.status(404).send({ statusCode: 404, error: 'Not Found', message });
}

export default fp<StaticOptions>(
  async (app, { storage, canReadMedia, renderPage, renderSignedIn }) => {
    const options = app.config;
    const shellIndex = join(options.shellDist, 'index.html');
    // Registered only for reply.sendFile (with Range support); every route below picks its own root.
    await app.register(fastifyStatic, {
      root: existsSync(options.shellDist) ? options.shellDist : options.staticRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      serve: false,
      cacheControl: false,
      // The build writes .br and .gz siblings of text assets: send the best one the browser accepts, with
      // Content-Encoding and Vary (uploads have none, so media and their Range requests are sent as they are).
      preCompressed: true,
      setHeaders,
    });
    const remotesRoot = join(options.staticRoot, 'remotes');
    app.get('/remotes/*', { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const path = normalize(rest);
      if (path.startsWith('..') || path.includes(`${sep}..`)) return notFound(reply);
      return reply.sendFile(path, remotesRoot);
    });

    app.get('/registry.json', { schema: { hide: true } }, async (_request, reply) => {
      const file = join(options.staticRoot, 'registry.json');
      if (!existsSync(file)) return notFound(reply, 'No registry: build the portal with npm start.');
      reply.header('cache-control', 'no-cache').type('application/json');
      return readFile(file, 'utf8');
    });

    app.get('/public/upload/*', { compress: false, schema: { hide: true } }, async (request, reply) => {
      // The router has decoded the path once already; decoding again would turn `%25ZZ` into a malformed
      // escape (a 500) and `%252e` into a dot.
      const rest = (request.params as { '*': string })['*'];
      const cut = rest.lastIndexOf('/');
      const subDir = rest.slice(0, cut);
      const hashname = rest.slice(cut + 1);
      if (
        cut <= 0 ||
        rest.includes('\\') ||
        rest.split('/').some((part) => part === '..' || part === '.' || part === '')
      )
        return notFound(reply);
      if (!(await canReadMedia(subDir, hashname, request.user?.id ?? null))) return notFound(reply);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendStored(storage, mediaKey({ subDir, hashname }), request, reply);
    });

    // Shell assets and the SPA fallback: any other GET that asks for a page gets index.html, so client
    // routes like /user/orders/42 survive a reload.
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/public/') &&
        !path.startsWith('/remotes/');
      if (!isPageRequest) return notFound(reply, `Route ${request.method}:${path} not found`);
      if (!existsSync(shellIndex))
        return reply.status(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The portal is not built yet: run npm start.',
        });
      const asset = normalize(path.slice(1));
      if (
        asset &&
        !asset.startsWith('..') &&
        statSync(join(options.shellDist, asset), { throwIfNoEntry: false })?.isFile() &&
        asset !== 'index.html'
      ) {
        return reply.sendFile(asset, options.shellDist);
      }
      // /index.html by name is the bare shell, with nobody's data in it: the service worker precaches it as
      // the page to open offline. Every page address gets it with its boot data and preloads.
      if (asset === 'index.html') {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', options.shellDist, { cacheControl: false });
      }
      if (/\.[a-z0-9]+$/i.test(path)) return notFound(reply);
      return sendShellPage(app, request, reply, renderPage, renderSignedIn);
    });
  },
  { name: 'static', dependencies: ['db'] },
);
