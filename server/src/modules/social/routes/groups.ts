// Study groups: list, create, join or leave, and the creator's join requests
// (docs/product/social.md#study-groups-tab).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { socialGroupPayloadSchema } from '@portal/shared-api/contract/social';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  GroupRequestParamsSchema,
  SocialGroupBodySchema,
  SocialGroupListSchema,
  SocialGroupRequestListSchema,
  SocialGroupSchema,
} from '@portal/shared-api/schemas/social';
import { answerRequest, joinGroup, leaveGroup, listRequests } from '../group-members.ts';
import { createGroup, listGroups } from '../groups.ts';

const tags = ['social'];

const socialGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/social/groups',
    {
      schema: {
        tags,
        summary: 'Every study group with the user’s membership, and the user’s courses for a new group',
        response: { 200: SocialGroupListSchema },
      },
    },
    async (request) => listGroups(app.deps, request.caller.id),
  );

  app.post(
    '/social/groups',
    {
      config: { rules: { body: socialGroupPayloadSchema } },
      schema: {
        tags,
        summary: 'Create a group for one of the user’s courses; the creator is its first member',
        body: SocialGroupBodySchema,
        response: { 201: SocialGroupSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroup(app.deps, request.caller.id, request.body)),
  );

  app.put(
    '/social/groups/:id/membership',
    {
      schema: {
        tags,
        summary: 'Join a public group, or ask to join a private one (409 when full)',
        params: IdParamsSchema,
        response: { 200: SocialGroupSchema },
      },
    },
    async (request) => joinGroup(app.deps, request.caller.id, request.params.id),
  );

  app.delete(
    '/social/groups/:id/membership',
    {
      schema: {
        tags,
        summary: 'Leave a group, or withdraw a pending request',
        params: IdParamsSchema,
        response: { 200: SocialGroupSchema },
      },
    },
    async (request) => leaveGroup(app.deps, request.caller.id, request.params.id),
  );

  app.get(
    '/social/groups/:id/requests',
    {
      schema: {
        tags,
        summary: 'Pending join requests of a group (its creator only)',
        params: IdParamsSchema,
        response: { 200: SocialGroupRequestListSchema },
      },
    },
    async (request) => listRequests(app.deps, request.caller.id, request.params.id),
  );

  app.put(
    '/social/groups/:id/requests/:userId',
    {
      schema: {
        tags,
        summary: 'Approve a join request (the creator only; 409 when full)',
        params: GroupRequestParamsSchema,
        response: { 200: SocialGroupSchema },
      },
    },
    async (request) =>
      answerRequest(app.deps, request.caller.id, request.params.id, request.params.userId, true),
  );

  app.delete(
    '/social/groups/:id/requests/:userId',
    {
      schema: {
        tags,
        summary: 'Decline a join request (the creator only)',
        params: GroupRequestParamsSchema,
        response: { 200: SocialGroupSchema },
      },
    },
    async (request) =>
      answerRequest(app.deps, request.caller.id, request.params.id, request.params.userId, false),
  );
};

export default socialGroupRoutes;
