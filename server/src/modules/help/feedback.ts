// Feedback (docs/product/help-and-feedback.md#feedback-record): stored with its author from the session; the
// bug priority only for bugs (default medium). Administrators list it (the moderation queue marks it handled,
// authoring issue).
import { count, desc, eq } from 'drizzle-orm';
import type {
  Feedback,
  FeedbackCreate,
  FeedbackList,
  FeedbackListQuery,
} from '@portal/shared-api/contract/help';
import type { Deps } from '../../core/deps.ts';
import { feedback } from './tables.ts';
import { users } from '../users/tables.ts';
import { type Caller } from '../../core/caller.ts';
import { displayNameOf } from '../people/index.ts';

type Row = typeof feedback.$inferSelect;

function toFeedback(
  row: Row,
  user: { id: string; firstname: string | null; lastname: string | null; email: string } | null,
): Feedback {
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
    User: user ? { Id: user.id, Name: displayNameOf(user), Email: user.email } : null,
  };
}

export async function sendFeedback(deps: Deps, caller: Caller, body: FeedbackCreate): Promise<Feedback> {
  const [row] = await deps.db
    .insert(feedback)
    .values({
      userId: caller.id,
      type: body.Type,
      rating: body.Rating ?? 0,
      subject: body.Subject.trim(),
      message: body.Message.trim(),
      email: body.Email?.trim() || null,
      priority: body.Type === 'bug' ? (body.Priority ?? 'medium') : null,
      createdAt: deps.clock.now(),
    })
    .returning();
  return toFeedback(row!, null);
}

export async function listFeedback(deps: Deps, query: FeedbackListQuery): Promise<FeedbackList> {
  const where = query.type ? eq(feedback.type, query.type) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        row: feedback,
        user: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.take ?? 50)
      .offset(query.skip ?? 0),
    deps.db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { feedback: rows.map(({ row, user }) => toFeedback(row, user)), countTotal: total?.n ?? 0 };
}
