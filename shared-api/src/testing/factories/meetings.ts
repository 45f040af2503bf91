// Meeting fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Meeting, MeetingList } from '../../meetings/contract.ts';

const HOUR = 3_600_000;
let sequence = 0;

/** A scheduled group meeting starting in two hours, hosted by the signed-in user unless overridden. */
export function buildMeeting(overrides: Partial<Meeting> = {}, now: Date = new Date()): Meeting {
  sequence += 1;
  const start = new Date(now.getTime() + 2 * HOUR);
  return {
    Id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    Title: `Study session ${sequence}`,
    Description: 'Weekly review. Course: Advanced React Development',
    StartTime: start.toISOString(),
    EndTime: new Date(start.getTime() + HOUR).toISOString(),
    Type: 'group',
    IsRecorded: false,
    Status: 'scheduled',
    MeetingId: String(4_000_000_000 + sequence),
    Passcode: '123456',
    MeetingUrl: `/user/meetings/${sequence}`,
    RecordingUrl: null,
    // The room has a private random name, never the meeting ID (docs/product/meetings.md#the-video-room).
    RoomUrl: `https://meet.jit.si/academy-${sequence.toString(16).padStart(32, 'a')}`,
    Host: { Id: 'user-1', Username: 'student' },
    Participants: [],
    isHost: true,
    ...overrides,
  };
}

export function buildMeetingList(meetings: Meeting[], counts?: Partial<MeetingList['counts']>): MeetingList {
  return { meetings, counts: { upcoming: meetings.length, past: 0, ...counts } };
}
