// Errors a route or service throws on purpose. The error handler answers them as `{statusCode, error,
// message}` with the message shown to people as it is, so write messages a person can act on.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The answer's `error`: the status text, or a name a client recognises (a re-authentication). */
  readonly error: string;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}, error?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.error = error ?? statusText(statusCode);
  }
}

export function httpError(
  statusCode: number,
  message: string,
  headers?: Record<string, string>,
  error?: string,
): HttpError {
  return new HttpError(statusCode, message, headers, error);
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
