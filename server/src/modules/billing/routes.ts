// Invoices (docs/product/billing.md#api): the user's invoices, and a paid invoice's PDF by its Slug, through
// a short-lived signed link; the paths are ours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPdf } from '../../platform/files/pdf.ts';
import { InvoiceListSchema, InvoiceQuerySchema } from '@portal/shared-api/schemas/billing';
import {
  DownloadLinkSchema,
  SignedLinkQuerySchema,
  SlugParamsSchema,
} from '@portal/shared-api/schemas/common';
import { getInvoiceLink, getInvoicePdf } from './invoice-pdf.ts';
import { signerOf } from '../../core/signed-links.ts';
import { listInvoices } from './invoices.ts';
import { FileAnswerSchema } from '../../platform/files/send-file.ts';

const tags = ['billing'];

const invoicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'The user’s invoices (search, status, dates; newest first, at most 100) and billing figures',
        querystring: InvoiceQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (request) => listInvoices(app.deps, request.caller.id, request.query),
  );

  app.get(
    '/invoices/:slug/download',
    {
      schema: {
        tags,
        summary:
          'Where a paid invoice’s PDF opens: { url }, a link signed for this session, valid 5 minutes (409 for one not paid)',
        params: SlugParamsSchema,
        response: { 200: DownloadLinkSchema },
      },
    },
    async (request) => getInvoiceLink(app.deps, signerOf(request, app.deps.clock), request.params.slug),
  );

  app.get(
    '/invoices/:slug/pdf',
    {
      schema: {
        tags,
        summary:
          'A paid invoice of the user as a PDF, through the link /download signed for this session (403 once expired or altered)',
        params: SlugParamsSchema,
        querystring: SignedLinkQuerySchema,
        produces: ['application/pdf'],
        response: { 200: FileAnswerSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await getInvoicePdf(app.deps, signerOf(request, app.deps.clock), request.params.slug, request.query),
        'attachment',
      ),
  );
};

export default invoicesRoutes;
