// Orders (docs/product/orders.md#api): the signed-in user's own orders. Paths are the spec's, under /api.
// Creating and paying an order (POST /orders, POST /orders/:id/pay) are the checkout module's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@portal/shared-api/contract/orders';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import { OrderUpdatePayloadSchema, TransactionParamsSchema } from '@portal/shared-api/schemas/checkout';
import { OrderListQuerySchema, OrderListSchema, OrderSchema } from '@portal/shared-api/schemas/orders';
import {
  cancelUserOrder,
  getUserOrder,
  getUserOrderByTransaction,
  listUserOrders,
  updateUserOrder,
} from './orders.ts';

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
      return listUserOrders(app.deps, request.caller.id, {
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
    async (request) => getUserOrder(app.deps, request.caller.id, request.params.id),
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
    async (request) => getUserOrderByTransaction(app.deps, request.caller.id, request.params.transactionId),
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
    async (request) => updateUserOrder(app.deps, request.caller.id, request.params.id, request.body),
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
    async (request) => cancelUserOrder(app.deps, request.caller.id, request.params.id),
  );
};

export default ordersRoutes;
