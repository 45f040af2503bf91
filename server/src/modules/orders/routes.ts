// Orders (01 §7): the signed-in user's own orders. Paths are the spec's, under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@portal/shared-api/contract/orders';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import {
  CheckoutResultSchema,
  OrderCreatePayloadSchema,
  OrderPayPayloadSchema,
  OrderUpdatePayloadSchema,
  TransactionParamsSchema,
} from '@portal/shared-api/schemas/checkout';
import { OrderListQuerySchema, OrderListSchema, OrderSchema } from '@portal/shared-api/schemas/orders';
import { createOrder, payOrder } from '../checkout/checkout.ts';
import { withIdempotency } from '../../platform/idempotency/idempotency.ts';
import {
  cancelUserOrder,
  getUserOrder,
  getUserOrderByTransaction,
  listUserOrders,
  updateUserOrder,
} from './orders.ts';
import { IdempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency/reply.ts';

const tags = ['orders'];

const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/user',
    {
      schema: {
        tags,
        summary: 'The user’s orders, newest first, a page at a time, with the total count',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request) => {
      const { page = 1, limit = ORDERS_PAGE_SIZE } = request.query;
      return listUserOrders(app.deps, request.user!.id, {
        page,
        limit: Math.min(limit, ORDERS_MAX_PAGE_SIZE),
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the user’s orders, with its courses, subscription and coupon',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => getUserOrder(app.deps, request.user!.id, request.params.id),
  );

  app.get(
    '/orders/transaction/:transactionId',
    {
      schema: {
        tags,
        summary: 'One of the user’s orders, found by its payment transaction id',
        params: TransactionParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => getUserOrderByTransaction(app.deps, request.user!.id, request.params.transactionId),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Create an order awaiting payment from the cart or a plan (Idempotency-Key required)',
        headers: IdempotencyHeadersSchema,
        body: OrderCreatePayloadSchema,
        response: { 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const answer = await withIdempotency(
        app.deps,
        {
          userId,
          key: request.headers['idempotency-key'],
          method: 'POST',
          path: '/orders',
          body: request.body,
        },
        async () => ({ statusCode: 201, body: await createOrder(app.deps, userId, request.body) }),
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    '/orders/:id/pay',
    {
      schema: {
        tags,
        summary:
          'Pay a pending order with a card, or complete its pending payment (Idempotency-Key required)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: OrderPayPayloadSchema,
        response: { 200: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { id } = request.params;
      const answer = await withIdempotency(
        app.deps,
        {
          userId,
          key: request.headers['idempotency-key'],
          method: 'POST',
          path: `/orders/${id}/pay`,
          body: request.body ?? {},
        },
        async () => ({ statusCode: 200, body: await payOrder(app.deps, userId, id, request.body?.card) }),
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Change who and where the invoice is for; prices, items and status are not changeable',
        params: IdParamsSchema,
        body: OrderUpdatePayloadSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => updateUserOrder(app.deps, request.user!.id, request.params.id, request.body),
  );

  app.put(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one of the user’s pending orders (409 once it is no longer pending)',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => cancelUserOrder(app.deps, request.user!.id, request.params.id),
  );
};

export default ordersRoutes;
