// /robots.txt and /sitemap.xml at the site root, outside /api (so not a routes.ts): public, kept an hour.
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const seoRoutes: FastifyPluginAsync = async (app) => {
  const cache = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robotsTxt(app.deps)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', cache)
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(app.deps)),
  );
};

export default seoRoutes;
