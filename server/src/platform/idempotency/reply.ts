// The header schema and the reply of every Idempotency-Key route (checkout, orders).
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { IdempotentAnswer } from './idempotency.ts';

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'A unique key per purchase attempt (1 to 255 printable characters).' }),
  ),
});

/** Sends the stored or fresh answer; a replay says so in `Idempotent-Replayed`. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(answer.statusCode);
  return answer.body;
}
