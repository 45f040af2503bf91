// The community feed: posts, likes, bookmarks, comments and reports
// (docs/product/social.md#community-feed-tab).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  socialCommentPayloadSchema,
  socialPostPayloadSchema,
  socialReportPayloadSchema,
} from '@portal/shared-api/contract/social';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  SocialCommentBodySchema,
  SocialCommentListSchema,
  SocialCommentSchema,
  SocialFeedQuerySchema,
  SocialFeedSchema,
  SocialPostBodySchema,
  SocialPostSchema,
  SocialReportAnswerSchema,
  SocialReportBodySchema,
} from '@portal/shared-api/schemas/social';
import { addComment, deleteComment, listComments } from '../comments.ts';
import { listFeed } from '../feed.ts';
import { createPost, deletePost, setBookmark, setLike } from '../posts.ts';
import { reportSocialContent } from '../reports.ts';

const tags = ['social'];

const socialPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/social/posts',
    {
      schema: {
        tags,
        summary: 'The community feed, newest first: search, type filter and cursor pages',
        querystring: SocialFeedQuerySchema,
        response: { 200: SocialFeedSchema },
      },
    },
    async (request) => listFeed(app.deps.db, request.caller.id, request.query),
  );

  app.post(
    '/social/posts',
    {
      config: { rules: { body: socialPostPayloadSchema } },
      schema: {
        tags,
        summary: 'Share an update (plain text; any HTML is removed)',
        body: SocialPostBodySchema,
        response: { 201: SocialPostSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(app.deps, request.caller.id, request.body)),
  );

  app.delete(
    '/social/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the user’s own posts (another’s: 403)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deletePost(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [path, set, what] of [
    ['like', setLike, 'Like'],
    ['bookmark', setBookmark, 'Bookmark'],
  ] as const) {
    app.put(
      `/social/posts/:id/${path}`,
      {
        schema: {
          tags,
          summary: `${what} a post; answers the post with its counts`,
          params: IdParamsSchema,
          response: { 200: SocialPostSchema },
        },
      },
      async (request) => set(app.deps, request.caller.id, request.params.id, true),
    );
    app.delete(
      `/social/posts/:id/${path}`,
      {
        schema: {
          tags,
          summary: `Take back a ${path}; answers the post with its counts`,
          params: IdParamsSchema,
          response: { 200: SocialPostSchema },
        },
      },
      async (request) => set(app.deps, request.caller.id, request.params.id, false),
    );
  }

  app.get(
    '/social/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'The comments under a post, oldest first',
        params: IdParamsSchema,
        response: { 200: SocialCommentListSchema },
      },
    },
    async (request) => listComments(app.deps, request.caller.id, request.params.id),
  );

  app.post(
    '/social/posts/:id/comments',
    {
      config: { rules: { body: socialCommentPayloadSchema } },
      schema: {
        tags,
        summary: 'Comment on a post (plain text)',
        params: IdParamsSchema,
        body: SocialCommentBodySchema,
        response: { 201: SocialCommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addComment(app.deps, request.caller.id, request.params.id, request.body.Content)),
  );

  app.delete(
    '/social/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the user’s own comments (another’s: 403)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteComment(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/social/reports',
    {
      config: { rules: { body: socialReportPayloadSchema } },
      schema: {
        tags,
        summary: 'Report a post or a comment to the moderators (5 reports an hour)',
        body: SocialReportBodySchema,
        response: { 201: SocialReportAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reportSocialContent(app.deps, request.caller.id, request.body)),
  );
};

export default socialPostRoutes;
