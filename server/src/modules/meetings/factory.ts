// Meetings with a joinable code and passcode, hosted by a user, with participants who have accounts.
import type { Db } from '../../platform/db/client.ts';
import { meetingParticipants, meetings } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Person = { id: string; email: string; firstname: string | null; lastname: string | null };
export type MeetingInput = Partial<Omit<typeof meetings.$inferInsert, 'id' | 'hostId'>> & {
  participants?: Person[];
  /** Start relative to now, in minutes (negative: in the past); ignored when startTime is given. */
  startsInMinutes?: number;
  durationMinutes?: number;
};
export type TestMeeting = typeof meetings.$inferSelect & {
  participants: (typeof meetingParticipants.$inferSelect)[];
};

/** A scheduled group meeting of an hour, starting in a day unless told otherwise. */
export async function createMeeting(
  db: Db,
  host: { id: string },
  input: MeetingInput = {},
): Promise<TestMeeting> {
  const n = nextNumber();
  const { participants = [], startsInMinutes = 24 * 60, durationMinutes = 60, ...fields } = input;
  const startTime = fields.startTime ?? new Date(Date.now() + startsInMinutes * 60_000);
  const digits = String(n).padStart(9, '0');
  const code = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  const [meeting] = await db
    .insert(meetings)
    .values({
      title: `Meeting ${n}`,
      type: 'group',
      status: 'scheduled',
      meetingId: code,
      passcode: '246810',
      meetingUrl: `/user/meetings/${code}`,
      ...fields,
      startTime,
      endTime: fields.endTime ?? new Date(startTime.getTime() + durationMinutes * 60_000),
      hostId: host.id,
    })
    .returning();
  const rows = participants.length
    ? await db
        .insert(meetingParticipants)
        .values(
          participants.map((p) => ({
            meetingId: meeting!.id,
            userId: p.id,
            name: [p.firstname, p.lastname].filter(Boolean).join(' ') || p.email,
            email: p.email,
          })),
        )
        .returning()
    : [];
  return { ...meeting!, participants: rows };
}
