// Messages (the paths are ours: docs/product/messages.md#api): conversations, their messages, attachments and
// the caller's presence. Membership is checked in every service.
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTACHMENT_MAX_BYTES, MESSAGE_TEXTS } from '@portal/shared-api/contract/messages';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  AttachmentQuerySchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  OpenConversationBodySchema,
  PresenceBodySchema,
  PresenceSchema,
  RecipientQuerySchema,
  RecipientSchema,
  SendMessageBodySchema,
} from '@portal/shared-api/schemas/messages';
import Type from 'typebox';
import { httpError } from '../../core/errors.ts';
import { contentDisposition } from '../../platform/files/send-file.ts';
import { openAttachment, sendAttachment } from './attachments.ts';
import {
  getConversation,
  listConversations,
  markRead,
  openConversation,
  setPinned,
} from './conversations.ts';
import { deleteMessage, listMessages, sendMessage } from './messages.ts';
import { getPresence, setPresence } from './presence.ts';
import { listRecipients } from './recipients.ts';

const tags = ['messages'];

const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Attachments travel as the raw file; the limit is checked while it arrives, with a message people read.
  app.addContentTypeParser(
    'application/octet-stream',
    async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) => {
      if (Number(request.headers['content-length'] ?? 0) > ATTACHMENT_MAX_BYTES)
        throw httpError(413, MESSAGE_TEXTS.attachmentTooLarge);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > ATTACHMENT_MAX_BYTES) throw httpError(413, MESSAGE_TEXTS.attachmentTooLarge);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          'The caller’s conversations, pinned first then newest; search by participant or message text',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema },
      },
    },
    async (request) => listConversations(app.deps, request.caller.id, request.query.search),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'New Message: the direct conversation with one person (existing or new), or a new group one',
        body: OpenConversationBodySchema,
        response: { 200: ConversationSchema, 201: ConversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await openConversation(app.deps, request.caller.id, request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/recipients',
    {
      schema: {
        tags,
        summary: 'People the caller may message: those they share a course or a study group with',
        querystring: RecipientQuerySchema,
        response: { 200: Type.Array(RecipientSchema) },
      },
    },
    async (request) => listRecipients(app.deps, request.caller.id, request.query.search),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One conversation of the caller',
        params: IdParamsSchema,
        response: { 200: ConversationSchema },
      },
    },
    async (request) => getConversation(app.deps, request.caller.id, request.params.id),
  );

  app.put(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the conversation read up to now',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await markRead(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/conversations/:id/pin',
    {
      schema: {
        tags,
        summary: 'Pin or unpin the conversation (for the caller only)',
        params: IdParamsSchema,
        body: Type.Object({ IsPinned: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: ConversationSchema },
      },
    },
    async (request) => setPinned(app.deps, request.caller.id, request.params.id, request.body.IsPinned),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages, oldest first: the newest page, or the one before `before`',
        params: IdParamsSchema,
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (request) => listMessages(app.deps, request.caller.id, request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (plain text, optionally replying to one of the conversation)',
        params: IdParamsSchema,
        body: SendMessageBodySchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendMessage(app.deps, request.caller.id, request.params.id, request.body)),
  );

  app.post(
    '/conversations/:id/attachments',
    {
      bodyLimit: ATTACHMENT_MAX_BYTES + 1,
      schema: {
        tags,
        summary:
          'Send a file or an image (the raw bytes, application/octet-stream; at most 10 MB, type read from the bytes)',
        params: IdParamsSchema,
        querystring: AttachmentQuerySchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw httpError(415, 'Send the file as application/octet-stream.');
      const message = await sendAttachment(app.deps, request.caller, request.params.id, {
        name: request.query.name,
        bytes: request.body,
      });
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s own messages',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteMessage(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/attachments/:id',
    {
      schema: {
        tags,
        summary: 'Download an attachment (members of its conversation only)',
        params: IdParamsSchema,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) },
      },
    },
    async (request, reply) => {
      const file = await openAttachment(app.deps, request.caller.id, request.params.id);
      return reply
        .type(file.type)
        .header(
          'content-disposition',
          contentDisposition(file.inline ? 'inline' : 'attachment', file.filename),
        )
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.get(
    '/presence',
    {
      schema: {
        tags,
        summary: 'The caller’s presence: their choice and what others see',
        response: { 200: PresenceSchema },
      },
    },
    async (request) => getPresence(app.deps, request.caller.id),
  );

  app.put(
    '/presence',
    {
      schema: {
        tags,
        summary:
          'Choose a presence: online (automatic, from activity), away, busy or offline (appear offline)',
        body: PresenceBodySchema,
        response: { 200: PresenceSchema },
      },
    },
    async (request) => setPresence(app.deps, request.caller.id, request.body),
  );
};

export default messagesRoutes;
