// JSON schemas of the posts routes: request shape, unknown fields (400) and the OpenAPI docs.
import { OPINION_TYPES, POSTS_MAX_PAGE_SIZE, POSTS_SEARCH_MAX_LENGTH } from '@portal/shared-api/contract';

export const postSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Id', 'Slug', 'Title', 'Content', 'Image', 'CreatedAt', 'PublishedAt', 'Opinions'],
  properties: {
    Id: { type: 'string', format: 'uuid' },
    Slug: { type: 'string' },
    Title: { type: 'string' },
    Content: { type: 'string', description: 'Sanitised HTML.' },
    Image: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['Hashname', 'url'],
      properties: { Hashname: { type: 'string' }, url: { type: 'string' } },
    },
    CreatedAt: { type: 'string', format: 'date-time' },
    PublishedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Null while the post is a draft.',
    },
    Opinions: {
      type: 'object',
      additionalProperties: false,
      required: [...OPINION_TYPES],
      description: 'Number of opinions of each type.',
      properties: Object.fromEntries(OPINION_TYPES.map((type) => [type, { type: 'integer' }])),
    },
  },
} as const;

export const postListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['posts', 'countTotal'],
  properties: { posts: { type: 'array', items: postSchema }, countTotal: { type: 'integer' } },
} as const;

export const paginateParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userSlug', 'take', 'skip'],
  properties: {
    userSlug: {
      type: 'string',
      minLength: 1,
      maxLength: 80,
      description: 'Must be the signed-in user’s slug.',
    },
    take: {
      type: 'integer',
      minimum: 1,
      description: `Posts per page; values above ${POSTS_MAX_PAGE_SIZE} are treated as ${POSTS_MAX_PAGE_SIZE}.`,
    },
    skip: { type: 'integer', minimum: 0, maximum: 1000000 },
  },
} as const;

export const paginateQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: {
      type: 'string',
      maxLength: POSTS_SEARCH_MAX_LENGTH,
      description: 'Case-insensitive search in the title and the content.',
    },
  },
} as const;

export const slugParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', maxLength: 200 } },
} as const;

export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200, description: 'The post Id (or its slug).' },
  },
} as const;
