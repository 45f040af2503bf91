// Goals and achievements (docs/product/achievements.md#api: read keyed by the user Id; the paths are ours). A
// goal's value and status are computed from activity; pausing is its own action, never a status in a body.
// Only the caller's own: another user's goal, or a userId naming someone else, is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IdParamsSchema, NoContentSchema, OwnUserParamsSchema } from '@portal/shared-api/schemas/common';
import {
  AchievementSchema,
  GoalCreateSchema,
  GoalQuerySchema,
  GoalSchema,
  GoalUpdateSchema,
} from '@portal/shared-api/schemas/achievements';
import { listAchievements } from './achievements.ts';
import { createGoal, deleteGoal, listGoals, setGoalPaused, updateGoal } from './goals.ts';
import { ownUserId } from '../../core/caller.ts';

const tags = ['goals'];

const goalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/goals/user/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s goals with their current value, progress and status, by deadline',
        params: OwnUserParamsSchema,
        response: { 200: Type.Array(GoalSchema) },
      },
    },
    async (request) => listGoals(app.deps, request.caller, request.params.userId),
  );
  app.post(
    '/goals',
    {
      schema: {
        tags,
        summary: 'Set a goal; the deadline day ends in the given time zone',
        querystring: GoalQuerySchema,
        body: GoalCreateSchema,
        response: { 201: GoalSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGoal(app.deps, request.caller, request.body, request.query.tz)),
  );
  app.put(
    '/goals/:id',
    {
      schema: {
        tags,
        summary: 'Change a goal (not a completed one)',
        params: IdParamsSchema,
        querystring: GoalQuerySchema,
        body: GoalUpdateSchema,
        response: { 200: GoalSchema },
      },
    },
    async (request) =>
      updateGoal(app.deps, request.caller, request.params.id, request.body, request.query.tz),
  );
  app.post(
    '/goals/:id/pause',
    {
      schema: { tags, summary: 'Pause a goal', params: IdParamsSchema, response: { 200: GoalSchema } },
    },
    async (request) => setGoalPaused(app.deps, request.caller, request.params.id, true),
  );
  app.post(
    '/goals/:id/resume',
    {
      schema: {
        tags,
        summary: 'Resume a paused goal',
        params: IdParamsSchema,
        response: { 200: GoalSchema },
      },
    },
    async (request) => setGoalPaused(app.deps, request.caller, request.params.id, false),
  );
  app.delete(
    '/goals/:id',
    {
      schema: { tags, summary: 'Delete a goal', params: IdParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteGoal(app.deps, request.caller, request.params.id);
      reply.status(204);
    },
  );
  app.get(
    '/achievements/user/:userId',
    {
      schema: {
        tags,
        summary: 'Every achievement with the caller’s progress; earned ones first, newest first',
        params: OwnUserParamsSchema,
        response: { 200: Type.Array(AchievementSchema) },
      },
    },
    async (request) => listAchievements(app.deps, ownUserId(request.caller, request.params.userId)),
  );
};

export default goalRoutes;
