// Blog posts (03 §7, base /posts): the author's list, deletion, and the public read of one post.
// The paginate path keeps the spec's spelling ("pagninate") so existing clients keep working.
import type { FastifyPluginAsync } from 'fastify';
import { POST_TEXTS, POSTS_MAX_PAGE_SIZE } from '@portal/shared-api/contract';
import { httpError } from '../../lib/errors.ts';
import { deleteAuthorPost, getReadablePost, listAuthorPosts } from '../../services/posts.ts';
import {
  idParamsSchema,
  paginateParamsSchema,
  paginateQuerySchema,
  postListSchema,
  postSchema,
  slugParamsSchema,
} from './schemas.ts';

const tags = ['posts'];

const postsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userSlug: string; take: number; skip: number }; Querystring: { q?: string } }>(
    '/posts/user/:userSlug/pagninate/:take/:skip',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in author’s posts (drafts included), newest first, with the total count',
        params: paginateParamsSchema,
        querystring: paginateQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      // Another user's list is answered as missing, like any other user's object (brief: 404, not 403).
      if (request.params.userSlug !== user.slug) throw httpError(404, POST_TEXTS.notFound);
      const take = Math.min(request.params.take, POSTS_MAX_PAGE_SIZE);
      return listAuthorPosts(app.db, user.id, { take, skip: request.params.skip, q: request.query.q });
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/posts/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of the author’s posts (404 for anyone else’s)',
        params: slugParamsSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await deleteAuthorPost(app.db, request.user!.id, request.params.slug);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/posts/public/:slug',
    {
      schema: {
        tags,
        summary: 'A published post by slug, for anyone (drafts answer 404)',
        params: slugParamsSchema,
        response: { 200: postSchema },
      },
    },
    async (request) => getReadablePost(app.db, null, request.params.slug),
  );

  app.get<{ Params: { id: string } }>(
    '/posts/:id',
    {
      schema: {
        tags,
        summary: 'A published post by Id or slug (its author also reads a draft)',
        params: idParamsSchema,
        response: { 200: postSchema },
      },
    },
    async (request) => getReadablePost(app.db, request.user?.id ?? null, request.params.id),
  );
};

export default postsRoutes;
