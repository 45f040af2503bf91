// Uploads (03 §7 Media, 01 §7 profile photo): the file travels as base64 in `Hashname`.
import Type, { type Static } from 'typebox';
import { UserSchema } from './auth.ts';
import { UuidSchema } from './common.ts';

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
