// Changing meetings (docs/product/meetings.md#rules): schedule, edit and delete (the host only), join by
// meeting ID.
import { and, eq } from 'drizzle-orm';
import {
  MEETING_DEFAULT_DURATION_MINUTES,
  MEETING_JOIN_WINDOW_MINUTES,
  MEETING_TEXTS,
  type Meeting,
  type MeetingJoinPayload,
  type MeetingSchedulePayload,
} from '@portal/shared-api/contract/meetings';
import { meetingJoinState } from '@portal/shared-api/contract/meetings';
import type { Db } from '../../platform/db/client.ts';
import { meetingParticipants, meetings } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { byCode, newMeetingCode, newPasscode, normaliseCode } from './codes.ts';
import { findVisible, toMeetings, type MeetingRow } from './reads.ts';
import { assertNotLocked, passcodeMatches, wrongPasscode } from './join-guards.ts';

type Actor = { id: string; username: string; email: string };

const MINUTE = 60_000;

/**
 * Only the host changes a meeting: a participant gets 403, anyone else 404
 * (docs/architecture.md#access-and-ownership).
 */
async function findHosted(db: Db, userId: string, id: string): Promise<MeetingRow> {
  const row = await findVisible(db, userId, id);
  if (row.hostId !== userId) throw httpError(403, MEETING_TEXTS.hostOnly);
  return row;
}

function times(payload: MeetingSchedulePayload): { startTime: Date; endTime: Date } {
  const startTime = new Date(payload.StartTime);
  const endTime = payload.EndTime
    ? new Date(payload.EndTime)
    : new Date(startTime.getTime() + MEETING_DEFAULT_DURATION_MINUTES * MINUTE);
  return { startTime, endTime };
}

export async function scheduleMeeting(
  deps: Deps,
  userId: string,
  payload: MeetingSchedulePayload,
): Promise<Meeting> {
  const { db } = deps;
  const meetingId = newMeetingCode();
  const [row] = await db
    .insert(meetings)
    .values({
      title: payload.Title.trim(),
      description: payload.Description?.trim() ?? '',
      ...times(payload),
      type: payload.Type,
      isRecorded: payload.IsRecorded,
      status: 'scheduled',
      meetingId,
      passcode: newPasscode(),
      // The link opens the meeting's page in the portal, where Join lives; it carries the meeting ID.
      meetingUrl: `/user/meetings/${meetingId}`,
      hostId: userId,
    })
    .returning();
  if (!row) throw new Error('meeting insert returned nothing');
  const [meeting] = await toMeetings(deps, [row], userId);
  return meeting as Meeting;
}

export async function updateMeeting(
  deps: Deps,
  userId: string,
  id: string,
  payload: MeetingSchedulePayload,
): Promise<Meeting> {
  const { db } = deps;
  const hosted = await findHosted(db, userId, id);
  const [row] = await db
    .update(meetings)
    .set({
      title: payload.Title.trim(),
      description: payload.Description?.trim() ?? '',
      ...times(payload),
      type: payload.Type,
      isRecorded: payload.IsRecorded,
      // A moved meeting is reminded again at its new time.
      ...(times(payload).startTime.getTime() !== hosted.startTime.getTime() && { remindedAt: null }),
    })
    .where(and(eq(meetings.id, hosted.id), eq(meetings.hostId, userId)))
    .returning();
  if (!row) throw httpError(404, MEETING_TEXTS.notFound);
  const [meeting] = await toMeetings(deps, [row], userId);
  return meeting as Meeting;
}

export async function deleteMeeting(deps: Deps, userId: string, id: string): Promise<void> {
  const { db } = deps;
  const hosted = await findHosted(db, userId, id);
  await db.delete(meetings).where(and(eq(meetings.id, hosted.id), eq(meetings.hostId, userId)));
}

/**
 * Joining twice keeps one participant row. The row is the signed-in account's: an invitation is matched by
 * the account, never by the email the joiner types, and never handed over to someone else.
 */
async function addParticipant(
  db: Db,
  meetingId: string,
  actor: Actor,
  participant: MeetingJoinPayload['participant'],
  now: Date,
): Promise<void> {
  const joined = await db
    .update(meetingParticipants)
    .set({ joinedAt: now })
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, actor.id)))
    .returning({ id: meetingParticipants.id });
  if (joined.length > 0) return;
  await db
    .insert(meetingParticipants)
    .values({
      meetingId,
      userId: actor.id,
      name: participant.Name.trim() || actor.username,
      email: actor.email.toLowerCase(),
      joinedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The join rules (docs/product/meetings.md#join-rules): unknown id → 'Invalid meeting ID'; join opens 15
 * minutes before the start; passcode must match, with a lock after repeated wrong ones (join-guards.ts).
 */
export async function joinMeeting(deps: Deps, actor: Actor, payload: MeetingJoinPayload): Promise<Meeting> {
  const { db } = deps;
  const now = deps.clock.now();
  const code = normaliseCode(payload.meetingId);
  const [row] = code ? await db.select().from(meetings).where(byCode(code)).limit(1) : [];
  if (!row) throw httpError(404, MEETING_TEXTS.invalidMeetingId);
  const state = meetingJoinState(
    { Status: row.status, StartTime: row.startTime.toISOString(), MeetingId: row.meetingId },
    now,
  );
  if (state === 'ended') throw httpError(409, MEETING_TEXTS.ended);
  if (state === 'not-started') {
    throw httpError(
      409,
      `This meeting has not started yet. You can join ${MEETING_JOIN_WINDOW_MINUTES} minutes before it starts.`,
    );
  }
  if (row.hostId !== actor.id) {
    if (row.passcode) {
      await assertNotLocked(deps, actor.id, row.id);
      if (!passcodeMatches(payload.passcode ?? '', row.passcode)) await wrongPasscode(deps, actor.id, row.id);
    }
    await addParticipant(db, row.id, actor, payload.participant, now);
  }
  const [meeting] = await toMeetings(deps, [row], actor.id);
  return meeting as Meeting;
}
