// Blog posts (docs/product/posts.md#api, base /posts): writing, deleting and reading one post, and the
// author's own list. The paginate path keeps the spec's spelling ("pagninate") so existing clients keep
// working. Lists, comments, opinions, ratings and stats live beside this file. Static paths (/posts/trending,
// /posts/stats…) win over /posts/:id in Fastify's router whatever the order they are registered in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POST_TEXTS, POSTS_MAX_PAGE_SIZE } from '@portal/shared-api/contract/posts';
import { IdOrSlugParamsSchema, NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  PostListSchema,
  PostPageParamsSchema,
  PostPayloadSchema,
  PostSchema,
  PostSearchQuerySchema,
} from '@portal/shared-api/schemas/posts';
import { httpError } from '../../../core/errors.ts';
import { getReadablePost, listAuthorPosts } from '../reads.ts';
import { createPost, deleteAuthorPost, updatePost } from '../writes.ts';
import engagementRoutes from './engagement.ts';
import listRoutes from './lists.ts';
import ratingRoutes from './ratings.ts';

const tags = ['posts'];

const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listRoutes);
  await app.register(engagementRoutes);
  await app.register(ratingRoutes);

  app.post(
    '/posts',
    {
      schema: {
        tags,
        summary: 'Write a post as the signed-in user (its slug is made from the title)',
        body: PostPayloadSchema,
        response: { 201: PostSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(app.deps, request.caller.id, request.body)),
  );

  app.put(
    '/posts/:slug',
    {
      schema: {
        tags,
        summary: 'Update one of the author’s posts (404 for anyone else’s); the slug does not change',
        params: SlugParamsSchema,
        body: PostPayloadSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => updatePost(app.deps, request.caller.id, request.params.slug, request.body),
  );

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
      const user = request.caller;
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
      await deleteAuthorPost(app.deps, request.caller.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/posts/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published post by slug, for anyone (drafts and hidden posts answer 404)',
        params: SlugParamsSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => {
      // The public address answers the same to everyone, the author included: their draft is a 404 here.
      const post = await getReadablePost(app.deps, null, request.params.slug);
      return { ...post, IsOwner: post.Author.Id === request.user?.id };
    },
  );

  app.get(
    '/posts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published post by Id or slug (its author also reads a draft or a hidden post)',
        params: IdOrSlugParamsSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => getReadablePost(app.deps, request.user?.id ?? null, request.params.id),
  );
};

export default postsRoutes;
