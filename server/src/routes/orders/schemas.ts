// JSON schemas of the orders routes: request shape, unknown fields (400) and the OpenAPI docs.
import { ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@portal/shared-api/contract';

const cents = { type: 'integer', description: 'Integer cents.' } as const;

export const orderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'Id',
    'CreatedAt',
    'Qte',
    'Price',
    'PaymentStatut',
    'TransactionId',
    'PaymentMethod',
    'Courses',
    'Abonnement',
    'Coupon',
  ],
  properties: {
    Id: { type: 'string', format: 'uuid' },
    CreatedAt: { type: 'string', format: 'date-time' },
    Qte: { type: 'integer', description: 'Number of items bought.' },
    Price: { ...cents, description: 'Total charged in cents, after the coupon.' },
    PaymentStatut: {
      type: 'integer',
      description: '1 Cancelled, 2 Failed, 3 Successful, 4 Pending; other codes are Unknown.',
    },
    TransactionId: { type: ['string', 'null'] },
    PaymentMethod: { type: 'string' },
    Courses: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['Id', 'Title', 'Slug', 'Price'],
        properties: {
          Id: { type: ['string', 'null'] },
          Title: { type: 'string' },
          Slug: { type: ['string', 'null'], description: 'Null when the course left the catalogue.' },
          Price: cents,
        },
      },
    },
    Abonnement: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['Name', 'Price', 'Duration'],
      description: 'The subscription plan bought with the order.',
      properties: {
        Name: { type: 'string' },
        Price: cents,
        Duration: { type: 'integer', description: 'Days.' },
      },
    },
    Coupon: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['Code', 'Description', 'Discount'],
      properties: { Code: { type: 'string' }, Description: { type: 'string' }, Discount: cents },
    },
  },
} as const;

export const orderListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orders', 'total'],
  properties: { orders: { type: 'array', items: orderSchema }, total: { type: 'integer' } },
} as const;

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    limit: {
      type: 'integer',
      minimum: 1,
      default: ORDERS_PAGE_SIZE,
      description: `Orders per page; values above ${ORDERS_MAX_PAGE_SIZE} are treated as ${ORDERS_MAX_PAGE_SIZE}.`,
    },
  },
} as const;

export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, description: 'The order Id (uuid).' } },
} as const;
