// Certificates (docs/product/certificates.md#api, base /certificates), paths verbatim under /api: the user's
// certificates, the PDF's signed link and the PDF, generating one for a completed course, share links, and
// the public verification of a code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPdf } from '../../platform/files/pdf.ts';
import { CERTIFICATES_PAGE_SIZE } from '@portal/shared-api/contract/certificates';
import { DownloadLinkSchema, IdParamsSchema, SignedLinkQuerySchema } from '@portal/shared-api/schemas/common';
import {
  CertificateCourseParamsSchema,
  CertificateListSchema,
  CertificateSchema,
  CertificateStatusParamsSchema,
  GeneratePayloadSchema,
  LazyParamsSchema,
  ShareAnswerSchema,
  SharePayloadSchema,
  UserSlugParamsSchema,
  VerifyAnswerSchema,
  VerifyCodeParamsSchema,
} from '@portal/shared-api/schemas/certificates';
import { generateCertificate, shareCertificate } from './actions.ts';
import {
  byCourse,
  byStatus,
  certificatesOfUserSlug,
  getCertificate,
  listCertificates,
  verifyCertificate,
} from './reads.ts';
import { getCertificateLink, getCertificatePdf } from './certificates.ts';
import { signerOf } from '../../core/signed-links.ts';
import { FileAnswerSchema } from '../../platform/files/send-file.ts';

const tags = ['certificates'];
const list = { 200: CertificateListSchema };

const certificatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/certificates/my',
    { schema: { tags, summary: 'The user’s certificates, newest first', response: list } },
    async (request) => listCertificates(app.deps, request.caller.id),
  );

  app.get(
    '/certificates/user/:userSlug',
    {
      schema: {
        tags,
        summary: 'A user’s certificates by their slug: the caller’s own (anyone’s for an administrator)',
        params: UserSlugParamsSchema,
        response: list,
      },
    },
    async (request) => certificatesOfUserSlug(app.deps, request.caller, request.params.userSlug),
  );

  app.get(
    '/certificates/lazy/:take/:skip',
    {
      schema: {
        tags,
        summary: `A page of the user’s certificates (the page uses ${CERTIFICATES_PAGE_SIZE} from 0)`,
        params: LazyParamsSchema,
        response: list,
      },
    },
    async (request) => listCertificates(app.deps, request.caller.id, request.params),
  );

  app.get(
    '/certificates/status/:status',
    {
      schema: {
        tags,
        summary: 'The user’s certificates in one status',
        params: CertificateStatusParamsSchema,
        response: list,
      },
    },
    async (request) =>
      listCertificates(app.deps, request.caller.id, { where: byStatus(app.deps, request.params.status) }),
  );

  app.get(
    '/certificates/course/:courseId',
    {
      schema: {
        tags,
        summary: 'The user’s certificate of one course',
        params: CertificateCourseParamsSchema,
        response: list,
      },
    },
    async (request) =>
      listCertificates(app.deps, request.caller.id, { where: byCourse(request.params.courseId) }),
  );

  app.get(
    '/certificates/verify/:verificationCode',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public: whether a verification code belongs to a valid, expired or no certificate',
        params: VerifyCodeParamsSchema,
        response: { 200: VerifyAnswerSchema },
      },
    },
    async (request) => verifyCertificate(app.deps, request.params.verificationCode),
  );

  app.post(
    '/certificates/generate',
    {
      schema: {
        tags,
        summary: 'Issue the certificate of a course the user completed (409 otherwise)',
        body: GeneratePayloadSchema,
        response: { 200: CertificateSchema },
      },
    },
    async (request) => generateCertificate(app.deps, request.caller.id, request.body.courseId),
  );

  app.get(
    '/certificates/:id',
    {
      schema: {
        tags,
        summary: 'One of the user’s certificates',
        params: IdParamsSchema,
        response: { 200: CertificateSchema },
      },
    },
    async (request) => getCertificate(app.deps, request.caller.id, request.params.id),
  );

  app.post(
    '/certificates/:id/share',
    {
      schema: {
        tags,
        summary: 'The link that shares a certificate on LinkedIn (add to profile) or by email',
        params: IdParamsSchema,
        body: SharePayloadSchema,
        response: { 200: ShareAnswerSchema },
      },
    },
    async (request) =>
      shareCertificate(app.deps, request.caller.id, request.params.id, request.body.platform),
  );

  app.get(
    '/certificates/:id/download',
    {
      schema: {
        tags,
        summary:
          'Where the user’s certificate PDF opens: { url }, a link signed for this session, valid 5 minutes (409 while pending)',
        params: IdParamsSchema,
        response: { 200: DownloadLinkSchema },
      },
    },
    async (request) => getCertificateLink(app.deps, signerOf(request, app.deps.clock), request.params.id),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        summary:
          'The certificate as a PDF (name, course, instructor, dates, verification code, QR code), through the link /download signed for this session (403 once expired or altered)',
        params: IdParamsSchema,
        querystring: SignedLinkQuerySchema,
        produces: ['application/pdf'],
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await getCertificatePdf(
          app.deps,
          signerOf(request, app.deps.clock),
          request.params.id,
          request.query,
        ),
        'inline',
      ),
  );
};

export default certificatesRoutes;
