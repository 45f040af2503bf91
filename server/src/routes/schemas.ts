// JSON schemas several route modules share (OpenAPI documentation and shape checks).
export const photoSchema = {
  type: ['object', 'null'],
  properties: {
    Username: { type: 'string' },
    Hashname: { type: 'string' },
    Type: { type: 'string' },
    Size: { type: 'integer' },
    SubDir: { type: 'string' },
    url: { type: 'string' },
  },
} as const;

export const userSchema = {
  type: 'object',
  properties: {
    Id: { type: 'string', format: 'uuid' },
    Slug: { type: 'string' },
    Firstname: { type: ['string', 'null'] },
    Lastname: { type: ['string', 'null'] },
    Username: { type: 'string' },
    Email: { type: 'string' },
    Phone: { type: ['string', 'null'] },
    Country: { type: ['string', 'null'] },
    Civility: { type: ['integer', 'null'], description: '1 Mr., 2 Mrs., 3 Ms.' },
    Sex: { type: ['integer', 'null'], description: '0 woman, 1 male, 3 undefined' },
    About: { type: ['string', 'null'] },
    Profil: { type: ['string', 'null'] },
    Role: { type: 'string', enum: ['administrator', 'instructor', 'user'] },
    Photo: photoSchema,
  },
} as const;

export const userEnvelopeSchema = {
  type: 'object',
  properties: { user: userSchema },
  required: ['user'],
} as const;
export const slugParamsSchema = {
  type: 'object',
  properties: { slug: { type: 'string', minLength: 1, maxLength: 80 } },
  required: ['slug'],
} as const;
