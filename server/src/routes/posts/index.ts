// Blog posts (03 §7, base /posts): the author's list, deletion, and the public read of one post.
// The paginate path keeps the spec's spelling ("pagninate") so existing clients keep working.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POST_TEXTS, POSTS_MAX_PAGE_SIZE } from '@portal/shared-api/contract/posts';
import { IdOrSlugParamsSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  PostListSchema,
  PostPageParamsSchema,
  PostSchema,
  PostSearchQuerySchema,
} from '@portal/shared-api/schemas/posts';
import { httpError } from '../../lib/errors.ts';
import { deleteAuthorPost, getReadablePost, listAuthorPosts } from '../../services/posts.ts';

const tags = ['posts'];

const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/posts/user/:userSlug/pagninate/:take/:skip',
    {
      schema: {
        tags,
        summary: 'The signed-in author’s posts (drafts included), newest first, with the total count',
        params: PostPageParamsSchema,
        querystring: PostSearchQuerySchema,
        response: { 200: PostListSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      // Another user's list is answered as missing, like any other user's object (404, not 403).
      if (request.params.userSlug !== user.slug) throw httpError(404, POST_TEXTS.notFound);
      const take = Math.min(request.params.take, POSTS_MAX_PAGE_SIZE);
      return listAuthorPosts(app.deps, user.id, { take, skip: request.params.skip, q: request.query.q });
    },
  );

  app.delete(
    '/posts/:slug',
    {
      schema: {
        tags,
        summary: 'Delete one of the author’s posts (404 for anyone else’s)',
        params: SlugParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAuthorPost(app.deps, request.user!.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/posts/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published post by slug, for anyone (drafts answer 404)',
        params: SlugParamsSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => getReadablePost(app.deps, null, request.params.slug),
  );

  app.get(
    '/posts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published post by Id or slug (its author also reads a draft)',
        params: IdOrSlugParamsSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => getReadablePost(app.deps, request.user?.id ?? null, request.params.id),
  );
};

export default postsRoutes;
