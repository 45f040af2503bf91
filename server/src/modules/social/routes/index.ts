// Social learning (docs/product/social.md#api): the community feed, study buddies, the weekly leaderboard and
// study groups of the signed-in user. Paths are ours (the spec shows none, its data being local samples).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import socialGroupRoutes from './groups.ts';
import socialPeopleRoutes from './people.ts';
import socialPostRoutes from './posts.ts';

const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(socialPostRoutes);
  await app.register(socialPeopleRoutes);
  await app.register(socialGroupRoutes);
};

export default socialRoutes;
