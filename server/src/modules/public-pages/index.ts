// Public pages as HTML, rendered into the shell's index.html for the static plugin, and /robots.txt and
// /sitemap.xml at the site root (docs/product/portal.md#public-pages-arrive-as-html).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { renderPublicPage } from './render.ts';
export { default as seoRoutes } from './seo-files.ts';
