// Subscription plans (public) and the user's subscriptions (docs/product/subscriptions.md#api).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  PlanListSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from '@portal/shared-api/schemas/subscriptions';
import { cancelSubscription, listMySubscriptions, listPlans } from './subscriptions.ts';

const tags = ['subscriptions'];

const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subscriptions/plans',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The plans on sale, cheapest first', response: { 200: PlanListSchema } },
    },
    async () => ({ plans: await listPlans(app.deps) }),
  );

  app.get(
    '/subscriptions/my',
    {
      schema: {
        tags,
        summary: 'The user’s subscriptions, latest period first',
        response: { 200: SubscriptionListSchema },
      },
    },
    async (request) => ({ subscriptions: await listMySubscriptions(app.deps, request.caller.id) }),
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Stop an active subscription at the end of its paid period',
        params: IdParamsSchema,
        response: { 200: SubscriptionSchema },
      },
    },
    async (request) => cancelSubscription(app.deps, request.caller.id, request.params.id),
  );
};

export default subscriptionsRoutes;
