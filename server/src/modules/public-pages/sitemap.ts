// robots.txt and sitemap.xml (docs/product/portal.md#public-pages-arrive-as-html): crawlers are pointed at
// the public pages and kept out of the API and the signed-in area; the sitemap lists the catalogue, the
// posts, and every published course and public post with its last change.
import { and, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { html } from '../../platform/html/escape-html.ts';
import { courses } from '../catalog/tables.ts';
import { isOpenCourse } from '../course-access/index.ts';
import { blogPosts } from '../posts/tables.ts';

/** The protocol's limit for one sitemap file. */
const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(deps: Deps): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /users/',
    'Disallow: /instructor/',
    'Disallow: /admin/',
    'Disallow: /cart',
    'Disallow: /checkout',
    `Sitemap: ${deps.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(deps: Deps): Promise<string> {
  const [courseRows, postRows] = await Promise.all([
    deps.db
      .select({ slug: courses.slug, updatedAt: courses.updatedAt })
      .from(courses)
      .where(isOpenCourse)
      .orderBy(desc(courses.updatedAt))
      .limit(SITEMAP_MAX_URLS / 2),
    deps.db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.publishedAt), isNull(blogPosts.hiddenAt)))
      .orderBy(desc(blogPosts.updatedAt))
      .limit(SITEMAP_MAX_URLS / 2),
  ]);
  const base = deps.config.publicUrl;
  const entry = (path: string, changed?: Date) =>
    html`<url
      ><loc>${base}${path}</loc>${changed ? html`<lastmod>${changed.toISOString()}</lastmod>` : null}</url
    >`;
  const urls = [
    entry('/courses'),
    entry('/posts'),
    ...courseRows.map((row) => entry(`/courses/${encodeURIComponent(row.slug)}`, row.updatedAt)),
    ...postRows.map((row) => entry(`/posts/${encodeURIComponent(row.slug)}`, row.updatedAt)),
  ];
  return html`<?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset> `.value;
}
