// Checkout: buying in one step (POST /checkout), and the two steps of the orders
// (docs/product/cart-and-checkout.md#api): create an order awaiting payment, then pay it. Each requires an
// Idempotency-Key (the route option `idempotent`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_HEADER } from '@portal/shared-api/contract/checkout';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CheckoutPayloadSchema,
  CheckoutResultSchema,
  OrderCreatePayloadSchema,
  OrderPayPayloadSchema,
} from '@portal/shared-api/schemas/checkout';
import { OrderSchema } from '@portal/shared-api/schemas/orders';
import { checkout, createOrder, payOrder } from './checkout.ts';

const tags = ['orders'];

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/checkout',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: `Buy the cart or a plan and pay with a card, in one transaction (${IDEMPOTENCY_HEADER} required)`,
        body: CheckoutPayloadSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const { card, ...purchase } = request.body;
      reply.status(201);
      return checkout(app.deps, request.caller.id, purchase, card);
    },
  );

  app.post(
    '/orders',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create an order awaiting payment from the cart or a plan (Idempotency-Key required)',
        body: OrderCreatePayloadSchema,
        response: { 201: OrderSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createOrder(app.deps, request.caller.id, request.body);
    },
  );

  app.post(
    '/orders/:id/pay',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Pay a pending order with a card, or complete its pending payment (Idempotency-Key required)',
        params: IdParamsSchema,
        body: OrderPayPayloadSchema,
        response: { 200: CheckoutResultSchema },
      },
    },
    async (request) => payOrder(app.deps, request.caller.id, request.params.id, request.body?.card),
  );
};

export default checkoutRoutes;
