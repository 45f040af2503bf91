// Reading meetings (docs/product/meetings.md#meetings-page): a user sees the meetings they host or joined, as
// the contract's Meeting.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardMeeting } from '@portal/shared-api/contract/dashboard';
import {
  MEETING_TEXTS,
  type Meeting,
  type MeetingList,
  type MeetingScope,
} from '@portal/shared-api/contract/meetings';
import type { Db } from '../../platform/db/client.ts';
import { meetingParticipants, meetings } from './tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { byCode } from './codes.ts';

export type MeetingRow = typeof meetings.$inferSelect;

/** The meetings a user may see: hosted by them, or joined as a participant (the Calendar's too). */
export function visibleTo(userId: string | Placeholder): SQL {
  return or(
    eq(meetings.hostId, userId),
    sql`exists (select 1 from ${meetingParticipants} where ${meetingParticipants.meetingId} = ${meetings.id} and ${meetingParticipants.userId} = ${userId})`,
  ) as SQL;
}

/**
 * Upcoming is scheduled and in the future; past is finished or started already
 * (docs/product/meetings.md#upcoming-and-past).
 */
function inScope(scope: MeetingScope, now: Date): SQL {
  return scope === 'upcoming'
    ? (and(eq(meetings.status, 'scheduled'), gt(meetings.startTime, now)) as SQL)
    : (or(eq(meetings.status, 'finished'), lte(meetings.startTime, now)) as SQL);
}

type ParticipantRow = { userId: string | null; participantId: string; name: string; username: string | null };

function toMeeting(
  row: MeetingRow,
  hostUsername: string,
  participants: ParticipantRow[],
  userId: string,
  roomTemplate: string,
): Meeting {
  return {
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
    // The room is named by its private name, not by the meeting ID that links and .ics files carry.
    RoomUrl: row.meetingId ? roomTemplate.replace('{code}', encodeURIComponent(row.roomName)) : null,
    Host: { Id: row.hostId, Username: hostUsername },
    // Guests invited by email have no account: their participant row id stands in.
    Participants: participants.map((p) => ({
      Id: p.userId ?? p.participantId,
      Username: p.username ?? p.name,
      Name: p.name,
    })),
    isHost: row.hostId === userId,
  };
}

export async function toMeetings(deps: Deps, rows: MeetingRow[], userId: string): Promise<Meeting[]> {
  const { db } = deps;
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
  return rows.map((row) =>
    toMeeting(
      row,
      hostNames.get(row.hostId) ?? '',
      participants.filter((p) => p.meetingId === row.id),
      userId,
      deps.config.meetingRoomUrl,
    ),
  );
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
    meetings: await toMeetings(deps, rows, userId),
    counts: { upcoming: counts?.upcoming ?? 0, past: counts?.past ?? 0 },
  };
}

/** A meeting by its Id or by its MeetingId (meeting links carry the latter), if the user may see it. */
export async function findVisible(db: Db, userId: string, idOrCode: string): Promise<MeetingRow> {
  const match = isUuid(idOrCode) ? eq(meetings.id, idOrCode) : byCode(idOrCode);
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(match, visibleTo(userId)))
    .limit(1);
  if (!row) throw httpError(404, MEETING_TEXTS.notFound);
  return row;
}

const host = alias(users, 'host');

/**
 * One meeting with its host and participants in one query: the hot read by id (docs/architecture.md#budgets).
 */
function meetingWithPeople(db: Db) {
  return db
    .select({
      meeting: meetings,
      hostUsername: host.username,
      participants: sql<ParticipantRow[]>`coalesce((
        select json_agg(json_build_object(
          'userId', ${meetingParticipants.userId}, 'participantId', ${meetingParticipants.id},
          'name', ${meetingParticipants.name}, 'username', ${users.username}
        ) order by ${meetingParticipants.createdAt})
        from ${meetingParticipants} left join ${users} on ${users.id} = ${meetingParticipants.userId}
        where ${meetingParticipants.meetingId} = ${meetings.id}), '[]'::json)`,
    })
    .from(meetings)
    .innerJoin(host, eq(host.id, meetings.hostId));
}

const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareById>>();
function prepareById(db: Db) {
  return meetingWithPeople(db)
    .where(and(eq(meetings.id, sql.placeholder('id')), visibleTo(sql.placeholder('userId'))))
    .limit(1)
    .prepare('meeting_by_id');
}

export async function getMeeting(deps: Deps, userId: string, id: string): Promise<Meeting> {
  const { db } = deps;
  let rows;
  if (isUuid(id)) {
    let statement = byIdStatements.get(db);
    if (!statement) byIdStatements.set(db, (statement = prepareById(db)));
    rows = await statement.execute({ id, userId });
  } else {
    // Meeting links carry the meeting ID (123-456-789) rather than the Id.
    rows = await meetingWithPeople(db)
      .where(and(byCode(id), visibleTo(userId)))
      .limit(1);
  }
  const [row] = rows;
  if (!row) throw httpError(404, MEETING_TEXTS.notFound);
  return toMeeting(row.meeting, row.hostUsername, row.participants, userId, deps.config.meetingRoomUrl);
}

/**
 * Dashboard: the user's next scheduled meetings, soonest first (up to 5:
 * docs/product/dashboard.md#dashboard-limits).
 */
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
