// Orders (01 §7): the signed-in user's own orders. Paths are the spec's, under /api.
import type { FastifyPluginAsync } from 'fastify';
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@portal/shared-api/contract';
import { cancelUserOrder, getUserOrder, listUserOrders } from '../../services/orders.ts';
import { idParamsSchema, listQuerySchema, orderListSchema, orderSchema } from './schemas.ts';

const tags = ['orders'];

const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/orders/user',
    {
      schema: {
        tags,
        summary: 'The user’s orders, newest first, a page at a time, with the total count',
        querystring: listQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = Math.min(request.query.limit ?? ORDERS_PAGE_SIZE, ORDERS_MAX_PAGE_SIZE);
      return listUserOrders(app.db, request.user!.id, { page, limit });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the user’s orders, with its courses, subscription and coupon',
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => getUserOrder(app.db, request.user!.id, request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one of the user’s pending orders (409 once it is no longer pending)',
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => cancelUserOrder(app.db, request.user!.id, request.params.id),
  );
};

export default ordersRoutes;
