// Invoices (docs/product/billing.md#api): the user's invoices, and a paid invoice's PDF by its Slug; the
// paths are ours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { sendPdf } from '../../platform/files/pdf.ts';
import { InvoiceListSchema, InvoiceQuerySchema } from '@portal/shared-api/schemas/billing';
import { SlugParamsSchema } from '@portal/shared-api/schemas/common';
import { getInvoicePdf } from './invoice-pdf.ts';
import { listInvoices } from './invoices.ts';

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
        summary: 'A paid invoice of the user as a PDF (409 for one not paid)',
        params: SlugParamsSchema,
        produces: ['application/pdf'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await getInvoicePdf(app.deps, request.caller.id, request.params.slug), 'attachment'),
  );
};

export default invoicesRoutes;
