// Goals (docs/product/achievements.md#goal): the learner's own, created, changed, paused and resumed, and
// deleted. Values and statuses are computed (goal-progress.ts) and written back, so a completion is stamped
// once. Only the caller's own: another user's goal, or a userId naming someone else, is a 404.
import { and, asc, eq } from 'drizzle-orm';
import { goalPercent } from '@portal/shared-api/contract/analytics';
import { dayIn } from '@portal/shared-api/contract/course-history';
import {
  GOAL_TEXTS,
  type Goal,
  type GoalCreate,
  type GoalUpdate,
} from '@portal/shared-api/contract/achievements';
import type { Deps } from '../../core/deps.ts';
import { goals } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { plainText } from '../../core/sanitize.ts';
import { timeZoneOf } from '../../core/time-zone.ts';
import { goalStatus, goalValue, type GoalRow } from './goal-progress.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';

const notFound = () => httpError(404, GOAL_TEXTS.notFound);

/** The last moment of a day in a time zone. */
export function endOfDayIn(day: string, tz: string): Date {
  const guess = Date.parse(`${day}T23:59:59.999Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.999Z`,
  );
  return new Date(guess - (wall - guess));
}

/** Refreshes a goal's value and status, writing back what changed. */
async function resolve(deps: Deps, goal: GoalRow): Promise<Goal> {
  const now = deps.clock.now();
  const value = await goalValue(deps.db, goal, now);
  const status = goalStatus(goal, value, now);
  const stored = Math.min(2_000_000_000, Math.floor(value));
  if (status !== goal.status || stored !== goal.currentValue) {
    const completedAt = status === 'completed' ? (goal.completedAt ?? now) : null;
    await deps.db
      .update(goals)
      .set({ status, currentValue: stored, completedAt })
      .where(eq(goals.id, goal.id));
    goal = { ...goal, status, currentValue: stored, completedAt };
  }
  return {
    Id: goal.id,
    Title: goal.title,
    Description: goal.description,
    Type: goal.type,
    TargetValue: goal.targetValue,
    CurrentValue: value,
    Progress: goal.status === 'completed' ? 100 : goalPercent(value, goal.targetValue),
    Deadline: goal.deadline?.toISOString() ?? null,
    Priority: goal.priority,
    Status: goal.status,
    CreatedAt: goal.createdAt.toISOString(),
    CompletedAt: goal.completedAt?.toISOString() ?? null,
    Reward: goal.reward,
  };
}

async function findOwn(deps: Deps, caller: Caller, id: string): Promise<GoalRow> {
  if (!isUuid(id)) throw notFound();
  const [goal] = await deps.db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, caller.id)));
  if (!goal) throw notFound();
  return goal;
}

export async function listGoals(deps: Deps, caller: Caller, userId: string): Promise<Goal[]> {
  const owner = ownUserId(caller, userId);
  const rows = await deps.db
    .select()
    .from(goals)
    .where(eq(goals.userId, owner))
    .orderBy(asc(goals.deadline), asc(goals.createdAt));
  return Promise.all(rows.map((goal) => resolve(deps, goal)));
}

type Fields = Partial<
  Pick<GoalRow, 'title' | 'description' | 'type' | 'targetValue' | 'deadline' | 'priority' | 'reward'>
>;

/** Checks a body's fields against each other and today; answers the columns to write. */
function fieldsOf(deps: Deps, body: GoalUpdate, current: GoalRow | null, tz: string): Fields {
  const fields: Fields = {};
  if (body.Title !== undefined) {
    fields.title = plainText(body.Title).trim();
    if (!fields.title) throw httpError(400, GOAL_TEXTS.titleRequired);
  }
  if (body.Description !== undefined) fields.description = plainText(body.Description).trim();
  if (body.Type !== undefined) fields.type = body.Type;
  if (body.TargetValue !== undefined) fields.targetValue = body.TargetValue;
  if (body.Priority !== undefined) fields.priority = body.Priority;
  if (body.Reward !== undefined) fields.reward = body.Reward ? plainText(body.Reward).trim() || null : null;
  if (body.Deadline !== undefined) {
    if (body.Deadline && body.Deadline < dayIn(tz, deps.clock.now()))
      throw httpError(400, GOAL_TEXTS.deadlinePast);
    fields.deadline = body.Deadline ? endOfDayIn(body.Deadline, tz) : null;
  }
  const type = fields.type ?? current?.type ?? 'learning_hours';
  const target = fields.targetValue ?? current?.targetValue ?? 0;
  if (type === 'quiz_score' && target > 100) throw httpError(400, GOAL_TEXTS.quizTarget);
  return fields;
}

export async function createGoal(deps: Deps, caller: Caller, body: GoalCreate, tz?: string): Promise<Goal> {
  const fields = fieldsOf(deps, body, null, timeZoneOf(tz));
  const [goal] = await deps.db
    .insert(goals)
    .values({
      userId: caller.id,
      title: fields.title!,
      description: fields.description ?? '',
      type: fields.type ?? 'learning_hours',
      targetValue: fields.targetValue!,
      deadline: fields.deadline ?? null,
      priority: fields.priority ?? 'medium',
      reward: fields.reward ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  return resolve(deps, goal!);
}

/** A change re-opens the question of the status, except that a completed goal stays as it is (409). */
export async function updateGoal(
  deps: Deps,
  caller: Caller,
  id: string,
  body: GoalUpdate,
  tz?: string,
): Promise<Goal> {
  const goal = await findOwn(deps, caller, id);
  if (goal.status === 'completed') throw httpError(409, GOAL_TEXTS.completedLocked);
  const fields = fieldsOf(deps, body, goal, timeZoneOf(tz));
  const status = goal.status === 'paused' ? 'paused' : 'active';
  const [row] = await deps.db
    .update(goals)
    .set({ ...fields, status })
    .where(eq(goals.id, goal.id))
    .returning();
  return resolve(deps, row!);
}

export async function setGoalPaused(deps: Deps, caller: Caller, id: string, paused: boolean): Promise<Goal> {
  const goal = await findOwn(deps, caller, id);
  if (goal.status === 'completed') throw httpError(409, GOAL_TEXTS.completedLocked);
  const [row] = await deps.db
    .update(goals)
    .set({ status: paused ? 'paused' : 'active' })
    .where(eq(goals.id, goal.id))
    .returning();
  return resolve(deps, row!);
}

export async function deleteGoal(deps: Deps, caller: Caller, id: string): Promise<void> {
  const goal = await findOwn(deps, caller, id);
  await deps.db.delete(goals).where(eq(goals.id, goal.id));
}
