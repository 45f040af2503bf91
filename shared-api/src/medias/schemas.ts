// Uploads through /api/medias, the profile photo among them (docs/product/media.md#api): the file travels as
// base64 in `Hashname`.
import Type, { type Static } from 'typebox';
import { UserSchema } from '../auth/schemas.ts';
import { UuidSchema } from '../common/schemas.ts';
import { UploadedMediaSchema } from './upload-schemas.ts';

export const MediaUploadBodySchema = Type.Object(
  {
    Username: Type.String({ minLength: 1, maxLength: 255, description: 'The original file name.' }),
    Hashname: Type.String({ minLength: 1, description: 'The file’s content, base64.' }),
    Extension: Type.String({ maxLength: 100, description: 'Mime type, e.g. image/png.' }),
    Size: Type.Integer({ minimum: 0 }),
    SubDir: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type MediaUploadPayload = Static<typeof MediaUploadBodySchema>;

export const MediaSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Username: Type.String(),
    Hashname: Type.String(),
    Extension: Type.String(),
    Size: Type.Integer(),
    SubDir: Type.String(),
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type Media = Static<typeof MediaSchema>;

export const MediaUploadAnswerSchema = Type.Object(
  { media: MediaSchema, user: UserSchema },
  { additionalProperties: false },
);
export type MediaUploadAnswer = Static<typeof MediaUploadAnswerSchema>;

// The media library (docs/product/media.md#api): the caller's own files, read, renamed and deleted by Id or
// Slug.
export const MediaListQuerySchema = Type.Object(
  {
    take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    kind: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('video')])),
  },
  { additionalProperties: false },
);
export type MediaListQuery = Static<typeof MediaListQuerySchema>;

export const MediaListSchema = Type.Object(
  { items: Type.Array(UploadedMediaSchema), total: Type.Integer() },
  { additionalProperties: false },
);
export type MediaList = Static<typeof MediaListSchema>;

export const MediaRenameBodySchema = Type.Object(
  { Username: Type.String({ minLength: 1, maxLength: 200, description: 'The file’s new display name.' }) },
  { additionalProperties: false },
);

/** GET /api/medias/storage: what the caller's uploads take, against their quota (docs/product/media.md#storage-quota). */
export const StorageUsageSchema = Type.Object(
  {
    UsedBytes: Type.Integer({ minimum: 0, description: 'Media, profile photos and message attachments.' }),
    QuotaBytes: Type.Integer({ minimum: 0, description: 'The most the caller may store (by role).' }),
  },
  { additionalProperties: false },
);
export type StorageUsage = Static<typeof StorageUsageSchema>;

/** POST /api/medias to any folder but the profile one: the stored image, without the user. */
export const MediaStoredAnswerSchema = Type.Object({ media: MediaSchema }, { additionalProperties: false });
export * from './upload-schemas.ts';
