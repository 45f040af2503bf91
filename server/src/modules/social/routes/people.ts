// Study buddies and the weekly leaderboard (docs/product/social.md#buddies-and-leaderboard).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SocialBuddyListSchema,
  SocialFollowAnswerSchema,
  SocialLeaderboardSchema,
  UserIdParamsSchema,
} from '@portal/shared-api/schemas/social';
import { listBuddies, setFollow } from '../buddies.ts';
import { getLeaderboard } from '../leaderboard.ts';

const tags = ['social'];

const socialPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/social/buddies',
    {
      schema: {
        tags,
        summary: 'People enrolled in the user’s courses, the most compatible first',
        response: { 200: SocialBuddyListSchema },
      },
    },
    async (request) => listBuddies(app.deps, request.caller.id),
  );

  app.put(
    '/social/buddies/:userId/follow',
    {
      schema: {
        tags,
        summary: 'Follow someone who shares a course with the user',
        params: UserIdParamsSchema,
        response: { 200: SocialFollowAnswerSchema },
      },
    },
    async (request) => setFollow(app.deps, request.caller.id, request.params.userId, true),
  );

  app.delete(
    '/social/buddies/:userId/follow',
    {
      schema: {
        tags,
        summary: 'Stop following someone',
        params: UserIdParamsSchema,
        response: { 200: SocialFollowAnswerSchema },
      },
    },
    async (request) => setFollow(app.deps, request.caller.id, request.params.userId, false),
  );

  app.get(
    '/social/leaderboard',
    {
      schema: {
        tags,
        summary: 'Points of the last 7 days among the user, their course mates and the people they follow',
        response: { 200: SocialLeaderboardSchema },
      },
    },
    async (request) => getLeaderboard(app.deps, request.caller.id),
  );
};

export default socialPeopleRoutes;
