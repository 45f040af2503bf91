import { randomBytes } from 'node:crypto';
import { meetingParticipants, meetings } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { minutesFromNow } from './time.ts';
import { PEOPLE, type UserIds } from './users.ts';

type MeetingType = 'one-on-one' | 'group' | 'webinar' | 'course-session';
export interface MeetingPlan {
  title: string;
  description: string;
  host: string;
  participants: string[];
  /** Start relative to now, in minutes (negative: in the past). */
  startIn: number;
  durationMinutes?: number;
  type: MeetingType;
  status: 'scheduled' | 'running' | 'finished' | 'stopped';
  isRecorded?: boolean;
  course?: string;
  /** Meetings without a code cannot be joined (02 §4). */
  withoutCode?: boolean;
}

function meetingCode(): string {
  const digits = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export async function seedMeetings(
  ctx: SeedContext,
  people: UserIds,
  catalog: Catalog,
  plans: MeetingPlan[],
) {
  const byKey = new Map(PEOPLE.map((p) => [p.key, p]));
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
        hostId: people[plan.host]!,
        courseId: plan.course ? catalog[plan.course]!.id : null,
        createdAt: minutesFromNow(ctx.now, Math.min(plan.startIn, 0) - 7 * 24 * 60),
      })
      .returning({ id: meetings.id });
    if (plan.participants.length) {
      await ctx.tx.insert(meetingParticipants).values(
        plan.participants.map((key) => {
          const person = byKey.get(key)!;
          return {
            meetingId: row!.id,
            userId: people[key]!,
            name: `${person.firstname} ${person.lastname}`,
            email: person.email,
            joinedAt: plan.status === 'finished' ? start : null,
          };
        }),
      );
    }
  }
}
