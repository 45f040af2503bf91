// Meetings with their join codes and the people invited to them.
import { randomBytes } from 'node:crypto';
import { meetingParticipants, meetings } from './tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import type { People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { minutesFromNow } from '../../seed/time.ts';
import type { MeetingPlan } from './seed-data.ts';

function meetingCode(): string {
  const digits = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export async function seedMeetings(ctx: SeedContext, people: People, catalog: Catalog, plans: MeetingPlan[]) {
  for (const plan of plans) {
    const start = minutesFromNow(ctx.now, plan.startIn);
    const code = plan.withoutCode ? null : meetingCode();
    const [row] = await ctx.tx
      .insert(meetings)
      .values({
        title: plan.title,
        description: plan.description,
        startTime: start,
        endTime: minutesFromNow(start, plan.durationMinutes ?? 60),
        type: plan.type,
        isRecorded: plan.isRecorded ?? false,
        status: plan.status,
        meetingId: code,
        passcode: code ? randomBytes(3).toString('hex') : null,
        meetingUrl: code ? `/user/meetings/${code}` : null,
        recordingUrl:
          plan.isRecorded && plan.status === 'finished' ? `/public/upload/recordings/${code}.mp4` : null,
        hostId: people[plan.host].id,
        courseId: plan.course ? courseOf(catalog, plan.course).id : null,
        createdAt: minutesFromNow(ctx.now, Math.min(plan.startIn, 0) - 7 * 24 * 60),
      })
      .returning({ id: meetings.id });
    if (plan.participants.length) {
      await ctx.tx.insert(meetingParticipants).values(
        plan.participants.map((key) => ({
          meetingId: row!.id,
          userId: people[key].id,
          name: people[key].name,
          email: people[key].email,
          joinedAt: plan.status === 'finished' ? start : null,
        })),
      );
    }
  }
}
