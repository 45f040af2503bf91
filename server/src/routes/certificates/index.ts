// Certificates (01 §7): the owner's PDF. The rest of the certificates API lands with the Certificates page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@portal/shared-api/schemas/common';
import Type from 'typebox';
import { getCertificatePdf } from '../../services/certificates.ts';

const certificatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/certificates/:id/download',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'The user’s certificate as a PDF: name, course, instructor, dates, verification code and QR code (409 while pending)',
        params: IdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getCertificatePdf(app.deps, request.user!.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default certificatesRoutes;
