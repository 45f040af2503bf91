// POST /api/upload (one file, an image or a video) and the media library (docs/product/media.md#api): wire
// shapes for the server (validation, OpenAPI) and types for the browser.
import Type, { type Static } from 'typebox';
import { IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const UploadQuerySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('image'), Type.Literal('video')], {
      description: 'What the file must be; checked on its bytes.',
    }),
    purpose: Type.Optional(
      Type.Union(
        [Type.Literal('cover'), Type.Literal('lesson'), Type.Literal('post'), Type.Literal('poster')],
        {
          description: 'Where the file is used: lesson for videos, cover for images unless told.',
        },
      ),
    ),
    posterFor: Type.Optional(
      Type.With(UuidSchema, { description: 'With purpose=poster: the Id of one of the caller’s videos.' }),
    ),
  },
  { additionalProperties: false },
);
export type UploadQuery = Static<typeof UploadQuerySchema>;

export const UploadedMediaSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Username: Type.String({ description: 'The original file name.' }),
    Hashname: Type.String({ description: 'The stored, generated name.' }),
    Extension: Type.String({ description: 'The mime type, read from the bytes.' }),
    Size: Type.Integer(),
    SubDir: Type.String(),
    Kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    url: Type.String({ description: '/public/upload/{SubDir}/{Hashname}' }),
    DurationSeconds: Nullable(Type.Number({ description: 'A video’s length, when it could be read.' })),
    PosterUrl: Nullable(Type.String({ description: 'A video’s frame at 1 s, once uploaded.' })),
    CreatedAt: IsoDateTimeSchema,
  },
  { additionalProperties: false },
);
export type UploadedMedia = Static<typeof UploadedMediaSchema>;
