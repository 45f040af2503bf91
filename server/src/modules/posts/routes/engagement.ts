// Comments and opinions on blog posts (docs/product/posts.md#api). Reading comments is public; writing needs
// a signed-in user and a public post (a draft or hidden post answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContentSchema, SlugParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CommentIdParamsSchema,
  PostCommentEditSchema,
  PostCommentListSchema,
  PostCommentPayloadSchema,
  PostCommentSchema,
  PostMyOpinionSchema,
  PostOpinionBodySchema,
  PostOpinionParamsSchema,
  PostOpinionStateSchema,
} from '@portal/shared-api/schemas/posts';
import { addComment, deleteComment, editComment, listComments } from '../comments.ts';
import { myOpinion, removeOpinion, setOpinion } from '../opinions.ts';

const tags = ['posts'];

const engagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/posts/:slug/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to one of its comments (20 comments per 10 minutes)',
        params: SlugParamsSchema,
        body: PostCommentPayloadSchema,
        response: { 201: PostCommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(app.deps, request.caller.id, request.params.slug, request.body)),
  );

  app.get(
    '/posts/:slug/comments',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every visible comment, flat and oldest first; replies name their parent in ParentCommentId',
        params: SlugParamsSchema,
        response: { 200: PostCommentListSchema },
      },
    },
    async (request) => listComments(app.deps, request.user?.id ?? null, request.params.slug),
  );

  app.put(
    '/posts/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Edit one of the caller’s comments (another’s: 403)',
        params: CommentIdParamsSchema,
        body: PostCommentEditSchema,
        response: { 200: PostCommentSchema },
      },
    },
    async (request) =>
      editComment(app.deps, request.caller.id, request.params.commentId, request.body.content),
  );

  app.delete(
    '/posts/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete a comment (the writer, or the post’s author); its replies are deleted with it',
        params: CommentIdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteComment(app.deps, request.caller.id, request.params.commentId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/posts/:slug/opinions',
    {
      schema: {
        tags,
        summary: 'Like or dislike (replacing the other), or count a view (once a day per reader)',
        params: SlugParamsSchema,
        body: PostOpinionBodySchema,
        response: { 200: PostOpinionStateSchema },
      },
    },
    async (request) => setOpinion(app.deps, request.caller.id, request.params.slug, request.body.type),
  );

  app.delete(
    '/posts/:slug/opinions/:type',
    {
      schema: {
        tags,
        summary: 'Take back the caller’s like or dislike',
        params: PostOpinionParamsSchema,
        response: { 200: PostOpinionStateSchema },
      },
    },
    async (request) => removeOpinion(app.deps, request.caller.id, request.params.slug, request.params.type),
  );

  app.get(
    '/posts/:slug/opinions/user',
    {
      schema: {
        tags,
        summary: 'The caller’s like or dislike of the post ({ type: null } when none)',
        params: SlugParamsSchema,
        response: { 200: PostMyOpinionSchema },
      },
    },
    async (request) => myOpinion(app.deps, request.caller.id, request.params.slug),
  );
};

export default engagementRoutes;
