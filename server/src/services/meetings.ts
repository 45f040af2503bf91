// Meetings of the signed-in user (02 §2.8, §4, §5): the user sees the meetings they host or joined.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { type DashboardMeeting } from '@portal/shared-api/contract/dashboard';
import {
  MEETING_DEFAULT_DURATION_MINUTES,
  MEETING_JOIN_WINDOW_MINUTES,
  MEETING_TEXTS,
  type Meeting,
  type MeetingJoinPayload,
  type MeetingList,
  type MeetingSchedulePayload,
  type MeetingScope,
} from '@portal/shared-api/contract/meetings';
import { meetingJoinState } from '@portal/shared-api/contract/meeting-rules';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { meetingParticipants, meetings, users } from '../db/schema/index.ts';
import { httpError } from '../lib/errors.ts';
import { byCode, newMeetingCode, newPasscode, normaliseCode } from './meeting-codes.ts';
import { isUuid } from '../lib/ids.ts';

type MeetingRow = typeof meetings.$inferSelect;
type Actor = { id: string; username: string; email: string };

const MINUTE = 60_000;

/** The meetings a user may see: hosted by them, or joined as a participant. */
function visibleTo(userId: string): SQL {
  return or(
    eq(meetings.hostId, userId),
    sql`exists (select 1 from ${meetingParticipants} where ${meetingParticipants.meetingId} = ${meetings.id} and ${meetingParticipants.userId} = ${userId})`,
  ) as SQL;
}

/** 02 §4: upcoming is scheduled and in the future; past is finished or started already. */
function inScope(scope: MeetingScope, now: Date): SQL {
  return scope === 'upcoming'
    ? (and(eq(meetings.status, 'scheduled'), gt(meetings.startTime, now)) as SQL)
    : (or(eq(meetings.status, 'finished'), lte(meetings.startTime, now)) as SQL);
}

async function toMeetings(db: Db, rows: MeetingRow[], userId: string): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const hostIds = [...new Set(rows.map((row) => row.hostId))];
  const [hosts, participants] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, hostIds)),
    db
      .select({
        meetingId: meetingParticipants.meetingId,
        userId: meetingParticipants.userId,
        name: meetingParticipants.name,
        participantId: meetingParticipants.id,
        username: users.username,
      })
      .from(meetingParticipants)
      .leftJoin(users, eq(users.id, meetingParticipants.userId))
      .where(inArray(meetingParticipants.meetingId, ids))
      .orderBy(asc(meetingParticipants.createdAt)),
  ]);
  const hostNames = new Map(hosts.map((host) => [host.id, host.username]));
  return rows.map((row) => ({
    Id: row.id,
    Title: row.title,
    Description: row.description || null,
    StartTime: row.startTime.toISOString(),
    EndTime: row.endTime.toISOString(),
    Type: row.type,
    IsRecorded: row.isRecorded,
    Status: row.status,
    MeetingId: row.meetingId,
    Passcode: row.passcode,
    MeetingUrl: row.meetingUrl,
    RecordingUrl: row.recordingUrl,
    Host: { Id: row.hostId, Username: hostNames.get(row.hostId) ?? '' },
    Participants: participants
      .filter((p) => p.meetingId === row.id)
      // Guests invited by email have no account: their participant row id stands in.
      .map((p) => ({ Id: p.userId ?? p.participantId, Username: p.username ?? p.name, Name: p.name })),
    isHost: row.hostId === userId,
  }));
}

export async function listMeetings(deps: Deps, userId: string, scope: MeetingScope): Promise<MeetingList> {
  const { db } = deps;
  const now = deps.clock.now();
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(meetings)
      .where(and(visibleTo(userId), inScope(scope, now)))
      // Upcoming: the nearest first. Past: the most recent first.
      .orderBy(scope === 'upcoming' ? asc(meetings.startTime) : desc(meetings.startTime))
      .limit(200),
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${inScope('upcoming', now)})`.mapWith(Number),
        past: sql<number>`count(*) filter (where ${inScope('past', now)})`.mapWith(Number),
      })
      .from(meetings)
      .where(visibleTo(userId)),
  ]);
  return {
    meetings: await toMeetings(db, rows, userId),
    counts: { upcoming: counts?.upcoming ?? 0, past: counts?.past ?? 0 },
  };
}

/** A meeting by its Id or by its MeetingId (meeting links carry the latter), if the user may see it. */
async function findVisible(db: Db, userId: string, idOrCode: string): Promise<MeetingRow> {
  const match = isUuid(idOrCode) ? eq(meetings.id, idOrCode) : byCode(idOrCode);
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(match, visibleTo(userId)))
    .limit(1);
  if (!row) throw httpError(404, MEETING_TEXTS.notFound);
  return row;
}

export async function getMeeting(deps: Deps, userId: string, id: string): Promise<Meeting> {
  const { db } = deps;
  const row = await findVisible(db, userId, id);
  const [meeting] = await toMeetings(db, [row], userId);
  return meeting as Meeting;
}

/** Only the host changes a meeting: a participant gets 403, anyone else 404 (ARCHITECTURE §2). */
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
  const [meeting] = await toMeetings(db, [row], userId);
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
    })
    .where(and(eq(meetings.id, hosted.id), eq(meetings.hostId, userId)))
    .returning();
  if (!row) throw httpError(404, MEETING_TEXTS.notFound);
  const [meeting] = await toMeetings(db, [row], userId);
  return meeting as Meeting;
}

export async function deleteMeeting(deps: Deps, userId: string, id: string): Promise<void> {
  const { db } = deps;
  const hosted = await findHosted(db, userId, id);
  await db.delete(meetings).where(and(eq(meetings.id, hosted.id), eq(meetings.hostId, userId)));
}

/** Joining twice keeps one participant row; an invitation by the same email is claimed by the user. */
async function addParticipant(
  db: Db,
  meetingId: string,
  actor: Actor,
  participant: MeetingJoinPayload['participant'],
  now: Date,
): Promise<void> {
  const email = participant.Email.trim().toLowerCase() || actor.email;
  const name = participant.Name.trim() || actor.username;
  const [existing] = await db
    .select({ id: meetingParticipants.id })
    .from(meetingParticipants)
    .where(
      and(
        eq(meetingParticipants.meetingId, meetingId),
        or(eq(meetingParticipants.userId, actor.id), eq(meetingParticipants.email, email)),
      ),
    )
    .limit(1);
  if (existing) {
    await db
      .update(meetingParticipants)
      .set({ userId: actor.id, joinedAt: now })
      .where(eq(meetingParticipants.id, existing.id));
    return;
  }
  await db
    .insert(meetingParticipants)
    .values({ meetingId, userId: actor.id, name, email, joinedAt: now })
    .onConflictDoNothing();
}

/** 02 §5: unknown id → 'Invalid meeting ID'; join opens 15 minutes before the start; passcode must match. */
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
  if (row.hostId !== actor.id && row.passcode && (payload.passcode ?? '').trim() !== row.passcode) {
    throw httpError(403, MEETING_TEXTS.wrongPasscode);
  }
  if (row.hostId !== actor.id) await addParticipant(db, row.id, actor, payload.participant, now);
  const [meeting] = await toMeetings(db, [row], actor.id);
  return meeting as Meeting;
}

/** Dashboard: the user's next scheduled meetings, soonest first (01 §2, §9: up to 5). */
export async function listDashboardMeetings(
  deps: Deps,
  userId: string,
  limit: number,
): Promise<DashboardMeeting[]> {
  const { db } = deps;
  const now = deps.clock.now();
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      startTime: meetings.startTime,
      endTime: meetings.endTime,
      status: meetings.status,
      owner: users.username,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.hostId))
    .where(and(visibleTo(userId), inScope('upcoming', now)))
    .orderBy(asc(meetings.startTime))
    .limit(limit);
  return rows.map((row) => ({
    Id: row.id,
    Topic: row.title,
    StartTime: row.startTime.toISOString(),
    EndTime: row.endTime.toISOString(),
    Owner: row.owner,
    Status: row.status,
  }));
}
