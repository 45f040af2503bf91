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

/** Where a video's adaptive stream stands (docs/product/media.md#transcoding). */
export const VideoStatusSchema = Type.Union(
  [Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')],
  { description: 'processing until the ladder is made, then ready; failed with the reason in Error.' },
);

export const RenditionSchema = Type.Object(
  {
    Height: Type.Integer({ minimum: 1 }),
    Width: Type.Integer({ minimum: 1 }),
    Bandwidth: Type.Integer({ minimum: 0, description: 'Bits per second, as the manifest declares.' }),
  },
  { additionalProperties: false },
);

/** A caption track of a video (docs/product/player.md#caption-track): WebVTT made by the server from the author's WebVTT or SRT. */
export const VideoCaptionSchema = Type.Object(
  {
    Id: UuidSchema,
    Language: Type.String({ description: 'Lowercase language code, e.g. en or pt-br.' }),
    Label: Type.String(),
    Default: Type.Boolean({ description: 'Shown before the learner picks a track.' }),
    url: Type.String({ description: 'The WebVTT file.' }),
  },
  { additionalProperties: false },
);
export type VideoCaption = Static<typeof VideoCaptionSchema>;

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
    Status: Nullable(VideoStatusSchema),
    Progress: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'Whole percent transcoded.' })),
    Error: Nullable(Type.String({ description: 'Why transcoding failed, when it did.' })),
    ManifestUrl: Nullable(Type.String({ description: 'The DASH manifest, once ready.' })),
    Renditions: Type.Array(RenditionSchema, { description: 'The ladder, highest first, once ready.' }),
    DownloadUrl: Nullable(Type.String({ description: 'The progressive 720p (or source) MP4, once ready.' })),
    Captions: Type.Array(VideoCaptionSchema),
  },
  { additionalProperties: false },
);
export type UploadedMedia = Static<typeof UploadedMediaSchema>;

/** POST /api/medias/{id}/captions: one caption file, as text, with how the player names it. */
export const CaptionUploadBodySchema = Type.Object(
  {
    Language: Type.String({
      pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
      maxLength: 35,
      description: 'Language code (BCP 47, e.g. en, pt-BR); stored lowercased.',
    }),
    Label: Type.String({ minLength: 1, maxLength: 60 }),
    Default: Type.Optional(Type.Boolean({ default: false })),
    FileName: Type.String({ minLength: 1, maxLength: 200 }),
    Content: Type.String({ description: 'The WebVTT or SRT file’s text (at most 1 MB).' }),
  },
  { additionalProperties: false },
);
export type CaptionUploadBody = Static<typeof CaptionUploadBodySchema>;

export const CaptionParamsSchema = Type.Object(
  { id: UuidSchema, captionId: UuidSchema },
  { additionalProperties: false },
);
