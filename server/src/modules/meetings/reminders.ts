// Meeting reminders (issue 14, docs/product/meetings.md#reminders): a notification 15 minutes before a
// scheduled meeting starts, for its host and every participant with an account, filed in the `reminders`
// category so each person's preferences decide the email and the pop-up. Run every minute by the
// `meeting-reminders` job; a meeting is claimed once (reminded_at), so two API processes never remind twice.
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { meetingParticipants, meetings } from './tables.ts';
import { fileNotification } from '../notifications/index.ts';

export const REMINDER_LEAD_MS = 15 * 60 * 1000;

const timeOf = (date: Date) => date.toISOString().slice(11, 16);

export async function sendMeetingReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .update(meetings)
    .set({ remindedAt: now })
    .where(
      and(
        eq(meetings.status, 'scheduled'),
        isNull(meetings.remindedAt),
        gt(meetings.startTime, now),
        lte(meetings.startTime, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    )
    .returning({
      id: meetings.id,
      title: meetings.title,
      startTime: meetings.startTime,
      hostId: meetings.hostId,
    });
  if (due.length === 0) return 0;
  const guests = await deps.db
    .select({ meetingId: meetingParticipants.meetingId, userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(
      and(
        inArray(
          meetingParticipants.meetingId,
          due.map((meeting) => meeting.id),
        ),
        sql`${meetingParticipants.userId} is not null`,
      ),
    );
  let filed = 0;
  for (const meeting of due) {
    const people = new Set([
      meeting.hostId,
      ...guests.filter((g) => g.meetingId === meeting.id).map((g) => g.userId!),
    ]);
    const minutes = Math.max(1, Math.round((meeting.startTime.getTime() - now.getTime()) / 60_000));
    for (const userId of people) {
      const row = await fileNotification(
        deps.db,
        {
          slug: `meeting-reminder-${meeting.id}-${userId.slice(0, 8)}-${meeting.startTime.getTime()}`,
          userId,
          title: `Starting in ${minutes} minutes: ${meeting.title}`,
          message: `${meeting.title} starts at ${timeOf(meeting.startTime)} UTC. You can join from the meeting page now.`,
          type: 'info',
          priority: 'high',
          actionUrl: `/user/meetings/${meeting.id}`,
          category: 'reminders',
        },
        now,
      );
      if (row) filed += 1;
    }
  }
  return filed;
}
