// Certificates (docs/product/certificates.md#certificate): the user's certificates, the share answer, and
// the public check.
import Type, { type Static } from 'typebox';
import { CERTIFICATE_SHARE_PLATFORMS, CERTIFICATE_STATUSES, VERIFY_RESULTS } from './constants.ts';
import { IdSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const CertificateSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    Title: Type.String(),
    Course: Type.Object(
      { Id: UuidSchema, Title: Type.String(), Slug: Type.String() },
      { additionalProperties: false },
    ),
    Instructor: Type.String(),
    Status: Type.Enum(CERTIFICATE_STATUSES, {
      description: 'issued, pending or expired (past its expiry date).',
    }),
    IssueDate: Nullable(IsoDateTimeSchema),
    ExpiryDate: Nullable(IsoDateTimeSchema),
    VerificationCode: Nullable(Type.String({ description: 'Shown once issued.' })),
    VerifyUrl: Nullable(Type.String()),
    ImageUrl: Nullable(Type.String()),
    DownloadUrl: Nullable(
      Type.String({
        description: 'Once issued: the download path, answering { url }, the PDF’s signed link.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type Certificate = Static<typeof CertificateSchema>;

export const CertificateListSchema = Type.Object(
  { certificates: Type.Array(CertificateSchema), total: Type.Integer() },
  { additionalProperties: false },
);
export type CertificateList = Static<typeof CertificateListSchema>;

export const LazyParamsSchema = Type.Object(
  { take: Type.Integer({ minimum: 1, maximum: 100 }), skip: Type.Integer({ minimum: 0, maximum: 100_000 }) },
  { additionalProperties: false },
);

export const CertificateStatusParamsSchema = Type.Object(
  { status: Type.Enum(CERTIFICATE_STATUSES) },
  { additionalProperties: false },
);

export const UserSlugParamsSchema = Type.Object(
  { userSlug: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const CertificateCourseParamsSchema = Type.Object(
  { courseId: IdSchema() },
  { additionalProperties: false },
);

export const GeneratePayloadSchema = Type.Object(
  { courseId: IdSchema('The completed course.') },
  { additionalProperties: false },
);

export const SharePayloadSchema = Type.Object(
  { platform: Type.Enum(CERTIFICATE_SHARE_PLATFORMS) },
  { additionalProperties: false },
);

export const ShareAnswerSchema = Type.Object(
  {
    platform: Type.String(),
    url: Type.String({
      description: 'LinkedIn’s add-to-profile URL, or a mailto: link with the verify URL.',
    }),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type ShareAnswer = Static<typeof ShareAnswerSchema>;

export const VerifyCodeParamsSchema = Type.Object(
  { verificationCode: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** GET /api/certificates/verify/{code}: public, says only what the certificate itself shows. */
export const VerifyAnswerSchema = Type.Object(
  {
    result: Type.Enum(VERIFY_RESULTS),
    name: Nullable(Type.String()),
    course: Nullable(Type.String()),
    issueDate: Nullable(IsoDateTimeSchema),
    expiryDate: Nullable(IsoDateTimeSchema),
  },
  { additionalProperties: false },
);
export type VerifyAnswer = Static<typeof VerifyAnswerSchema>;
