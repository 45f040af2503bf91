// Orders (01 §7): the signed-in user's own orders. Paths are the spec's, under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@portal/shared-api/contract/orders';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import { OrderListQuerySchema, OrderListSchema, OrderSchema } from '@portal/shared-api/schemas/orders';
import { cancelUserOrder, getUserOrder, listUserOrders } from '../../services/orders.ts';

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
