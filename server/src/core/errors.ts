// Errors a route or service throws on purpose. The error handler answers them as `{statusCode, error,
// message}` with the message shown to people as it is, so write messages a person can act on.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export function httpError(statusCode: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(statusCode, message, headers);
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string })?.code === '23505' ||
    (error as { cause?: { code?: string } })?.cause?.code === '23505'
  );
}
