// Checkout: the order and its payment in one step. Requires an Idempotency-Key (services/idempotency.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_HEADER } from '@portal/shared-api/contract/checkout';
import { CheckoutPayloadSchema, CheckoutResultSchema } from '@portal/shared-api/schemas/checkout';
import { checkout } from './checkout.ts';
import { withIdempotency } from '../../platform/idempotency/idempotency.ts';
import { IdempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency/reply.ts';

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/checkout',
    {
      schema: {
        tags: ['orders'],
        summary: `Buy the cart or a plan and pay with a card, in one transaction (${IDEMPOTENCY_HEADER} required)`,
        headers: IdempotencyHeadersSchema,
        body: CheckoutPayloadSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { card, ...purchase } = request.body;
      const answer = await withIdempotency(
        app.deps,
        {
          userId,
          key: request.headers['idempotency-key'],
          method: 'POST',
          path: '/checkout',
          body: request.body,
        },
        async () => ({ statusCode: 201, body: await checkout(app.deps, userId, purchase, card) }),
      );
      return sendIdempotent(reply, answer);
    },
  );
};

export default checkoutRoutes;
