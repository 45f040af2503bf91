// One error shape for the whole API: `{statusCode, error, message}`. A 4xx message is fit to show a person;
// a 5xx says only that something failed, and the details go to the log with the request id.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, statusText } from '../../core/errors.ts';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

/** Turns ajv's first issue into a sentence: "Unknown field: role", "page must be >= 1". */
function describeValidation(error: FastifyError): string {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!issue) return 'Invalid request';
  const where =
    issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
  if (issue.keyword === 'additionalProperties')
    return `Unknown field: ${String(issue.params.additionalProperty)}`;
  if (issue.keyword === 'required') return `${String(issue.params.missingProperty)} is required`;
  return `${where} ${issue.message ?? 'is invalid'}`;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.status(error.statusCode).send({
          statusCode: error.statusCode,
          error: error.error,
          message: error.message,
        });
      }
      if (error.validation) {
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: describeValidation(error) });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status < 500) {
        const message = status === 413 ? 'The request is too large.' : error.message;
        return reply.status(status).send({ statusCode: status, error: statusText(status), message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        statusCode: status,
        error: statusText(status),
        message: 'Something went wrong on our side. Please try again.',
      });
    });
  },
  { name: 'errors' },
);
