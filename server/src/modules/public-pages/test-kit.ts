// What the public-pages tests share: an app whose shell is a small index.html like the build's, and the
// reading of a page as a browser, a crawler or a link preview gets it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';

export const PUBLIC_URL = 'https://academy.example';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Your courses, progress, messages and account at the Academy." />
    <title>Academy Portal</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export async function publicPagesApp(): Promise<FastifyInstance> {
  const shellDist = join(mkdtempSync(join(tmpdir(), 'portal-public-')), 'shell');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  return createTestApp({ shellDist, publicUrl: PUBLIC_URL });
}

export type PageRead = { status: number; body: string; cacheControl: string; content: string };

/** GET a page; `content` is the pre-rendered block only (empty when the page has none). */
export async function getPage(app: FastifyInstance, url: string, cookie?: string): Promise<PageRead> {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const content = /<div id="prerendered">([\s\S]*)<\/div><div id="root">/.exec(response.body)?.[1] ?? '';
  return {
    status: response.statusCode,
    body: response.body,
    cacheControl: String(response.headers['cache-control']),
    content,
  };
}

/** The page's JSON-LD, parsed. */
export function jsonLdOf(body: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  if (!json) throw new Error('The page has no JSON-LD.');
  return JSON.parse(json) as Record<string, unknown>;
}

/** The content of a meta tag by property (og:…) or name (twitter:…, description). */
export function metaOf(body: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(body)?.[1];
}
