// The signed-in user's cart (ours, on the server). Totals are the server's; nothing in a body sets a price.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rateLimitOf } from '../../platform/rate-limits/limits.ts';
import {
  CartAddPayloadSchema,
  CartItemParamsSchema,
  CartSchema,
  CouponPayloadSchema,
} from '@portal/shared-api/schemas/cart';
import { addToCart, applyCoupon, getCart, removeCoupon, removeFromCart } from './cart.ts';

const tags = ['cart'];

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cart',
    { schema: { tags, summary: 'The user’s cart, priced now', response: { 200: CartSchema } } },
    async (request) => getCart(app.deps, request.caller.id),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        summary: 'Add a paid course the user does not own yet (adding it twice changes nothing)',
        body: CartAddPayloadSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => addToCart(app.deps, request.caller.id, request.body.courseId),
  );

  app.delete(
    '/cart/items/:courseId',
    {
      schema: {
        tags,
        summary: 'Remove a course from the cart',
        params: CartItemParamsSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => removeFromCart(app.deps, request.caller.id, request.params.courseId),
  );

  app.put(
    '/cart/coupon',
    {
      config: { rateLimit: rateLimitOf(app.config.limits, 'coupons') },
      schema: {
        tags,
        summary: 'Apply a coupon to the cart (422 with the reason when it does not apply)',
        body: CouponPayloadSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => applyCoupon(app.deps, request.caller.id, request.body.code),
  );

  app.delete(
    '/cart/coupon',
    { schema: { tags, summary: 'Remove the cart’s coupon', response: { 200: CartSchema } } },
    async (request) => removeCoupon(app.deps, request.caller.id),
  );
};

export default cartRoutes;
