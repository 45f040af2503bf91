// Feedback from the Feedback page as a moderation queue (docs/product/moderation.md#feedback-queue): open
// (not handled yet) or handled, newest first, and "Mark handled" with who and when, recorded in the audit
// log.
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MODERATION_TEXTS,
  type FeedbackQueue,
  type FeedbackQueueQuery,
  type QueuedFeedback,
} from '@portal/shared-api/contract/moderation';
import type { Db } from '../../platform/db/client.ts';
import { feedback } from '../help/tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { displayNameOf } from '../people/index.ts';
import { recordActions } from './actions.ts';
import { type Caller } from '../../core/caller.ts';

const sender = alias(users, 'sender');
const handler = alias(users, 'handler');

function selectFeedback(db: Db) {
  return db
    .select({
      row: feedback,
      sender: {
        id: sender.id,
        firstname: sender.firstname,
        lastname: sender.lastname,
        username: sender.username,
        email: sender.email,
      },
      handler: { firstname: handler.firstname, lastname: handler.lastname, username: handler.username },
    })
    .from(feedback)
    .leftJoin(sender, eq(sender.id, feedback.userId))
    .leftJoin(handler, eq(handler.id, feedback.handledById));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

function toQueued({ row, sender: from, handler: by }: Row): QueuedFeedback {
  return {
    Id: row.id,
    Type: row.type,
    Rating: row.rating,
    Subject: row.subject,
    Message: row.message,
    Email: row.email,
    Priority: row.priority,
    CreatedAt: row.createdAt.toISOString(),
    HandledAt: row.handledAt?.toISOString() ?? null,
    User: from ? { Id: from.id, Name: displayNameOf(from), Email: from.email } : null,
    HandledBy: by ? { Name: displayNameOf(by) } : null,
  };
}

export async function listFeedbackQueue(deps: Deps, query: FeedbackQueueQuery): Promise<FeedbackQueue> {
  const where = query.status === 'handled' ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt);
  const [rows, [total]] = await Promise.all([
    selectFeedback(deps.db)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.take ?? 20)
      .offset(query.skip ?? 0),
    deps.db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { feedback: rows.map(toQueued), countTotal: total?.n ?? 0 };
}

export async function handleFeedback(
  deps: Deps,
  moderator: Caller,
  id: string,
  note = '',
): Promise<QueuedFeedback> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [known] = isUuid(id)
      ? await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id))
      : [];
    if (!known) throw httpError(404, MODERATION_TEXTS.feedbackNotFound);
    const [handled] = await tx
      .update(feedback)
      .set({ handledAt: now, handledById: moderator.id })
      .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
      .returning({ id: feedback.id });
    if (!handled) throw httpError(400, MODERATION_TEXTS.feedbackAlreadyHandled);
    await recordActions(
      tx,
      [{ moderatorId: moderator.id, action: 'handle_feedback', feedbackId: id, note }],
      now,
    );
  });
  const [row] = await selectFeedback(deps.db).where(eq(feedback.id, id));
  return toQueued(row!);
}
