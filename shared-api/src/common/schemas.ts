// The pieces every domain's wire shapes share, defined once (docs/decisions/0009). Schema objects are the
// server's (validation, serialisation, OpenAPI); the browser imports only the types derived from them.
import Type, { type Static, type TSchema } from 'typebox';

/**
 * A value or null, written as `type: [..., 'null']` (or `enum: [..., null]`) rather than `anyOf`: the server's
 * serialiser then writes the field directly instead of testing each branch (a measured share of a read).
 */
export function Nullable<T extends TSchema>(schema: T) {
  const plain = schema as TSchema & { type?: unknown; enum?: unknown[] };
  // A typed enum (a number picked from a list) needs null in both, or null is refused.
  if (typeof plain.type === 'string')
    return Type.Unsafe<Static<T> | null>({
      ...plain,
      type: [plain.type, 'null'],
      ...(Array.isArray(plain.enum) ? { enum: [...plain.enum, null] } : {}),
    });
  if (Array.isArray(plain.enum))
    return Type.Unsafe<Static<T> | null>({ ...plain, enum: [...plain.enum, null] });
  return Type.Union([schema, Type.Null()]);
}

/**
 * A body field the product documents for a call but whose value is the server's (an owner's id, a read flag
 * on creation, a percentage it computes): a client may send it, its shape is checked, and the rules plugin
 * drops it before the handler runs, so nothing can trust it (docs/decisions/0024-wire-field-casing.md#request-bodies).
 * Marked with JSON Schema's `readOnly`, which says exactly that; typed `never`, so a handler cannot read it.
 */
export function ServerOwned<T extends TSchema>(schema: T, why = 'The server’s: checked, then ignored.') {
  const plain = schema as TSchema & { description?: string };
  const description = plain.description ? `${plain.description} ${why}` : why;
  return Type.Optional(Type.Unsafe<never>({ ...plain, readOnly: true, description }));
}

export const UuidSchema = Type.String({ format: 'uuid' });
export const IsoDateTimeSchema = Type.String({ format: 'date-time', description: 'ISO 8601 timestamp.' });
export const CentsSchema = Type.Integer({ description: 'Integer cents.' });

/** Every slug in a path or a body: one limit. */
export const SLUG_MAX_LENGTH = 200;
export const SlugSchema = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH });

/** An object's id in a path or a body: a malformed one is answered like an unknown one (404), not a 400. */
export function IdSchema(description = 'The object’s Id.') {
  return Type.String({ minLength: 1, maxLength: 64, description });
}

/** `/…/user/{userId}/…` of a learner's own data: only the signed-in user (anyone else is a 404). */
export const OwnUserParamsSchema = Type.Object(
  { userId: IdSchema('Only the signed-in user.') },
  { additionalProperties: false },
);

/** `/:id` of any object. */
export const IdParamsSchema = Type.Object({ id: IdSchema() }, { additionalProperties: false });

/** `/:id` of an object also found by its slug (a post): the slug's limit. */
export const IdOrSlugParamsSchema = Type.Object(
  { id: Type.With(SlugSchema, { description: 'The object’s Id or its slug.' }) },
  { additionalProperties: false },
);

export const SlugParamsSchema = Type.Object({ slug: SlugSchema }, { additionalProperties: false });

/** `?page=` of a paged list, from 1. */
export const PageQuerySchema = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

/** `?limit=` of a paged list: larger values are treated as the cap, not refused. */
export function LimitQuery(what: string, pageSize: number, maxPageSize: number) {
  return Type.Integer({
    minimum: 1,
    default: pageSize,
    description: `${what} per page; values above ${maxPageSize} are treated as ${maxPageSize}.`,
  });
}

/** Every error answer (docs/architecture.md#errors): a 4xx message is fit to show a person. */
export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

/**
 * What a download answers (docs/architecture.md#generated-files): the file's link, signed for the caller's
 * session and short-lived; following it answers the file.
 */
export const DownloadLinkSchema = Type.Object(
  {
    url: Type.String({
      description: 'The file’s signed link: opens for its owner, in this session, a few minutes.',
    }),
  },
  { additionalProperties: false },
);
export type DownloadLink = Static<typeof DownloadLinkSchema>;

/** `?expires=&signature=` of a signed download link: a link whose time is up or that was altered is a 403. */
export const SignedLinkQuerySchema = Type.Object(
  {
    expires: Type.Integer({ minimum: 0, maximum: 1e11, description: 'Unix seconds.' }),
    signature: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

export const MessageSchema = Type.Object({ message: Type.String() }, { additionalProperties: false });

export const NoContentSchema = Type.Null({ description: 'No content.' });
