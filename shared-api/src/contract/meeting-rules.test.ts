import { meetingFormSchema } from './meetings.ts';
import {
  courseNameFromDescription,
  meetingJoinState,
  meetingScope,
  toMeetingFormValues,
  toMeetingPayload,
} from './meeting-rules.ts';
import { levelFromPoints } from './dashboard.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('meetingScope', () => {
  it('puts a scheduled meeting in the future under upcoming', () => {
    expect(meetingScope({ Status: 'scheduled', StartTime: at(5) }, now)).toBe('upcoming');
  });
  it('puts a finished meeting or one that already started under past', () => {
    expect(meetingScope({ Status: 'finished', StartTime: at(60) }, now)).toBe('past');
    expect(meetingScope({ Status: 'scheduled', StartTime: at(-5) }, now)).toBe('past');
  });
});

describe('meetingJoinState', () => {
  const meeting = { Status: 'scheduled' as const, MeetingId: '1234567890' };
  it('is not started more than 15 minutes before the start', () => {
    expect(meetingJoinState({ ...meeting, StartTime: at(16) }, now)).toBe('not-started');
  });
  it('opens 15 minutes before the start', () => {
    expect(meetingJoinState({ ...meeting, StartTime: at(15) }, now)).toBe('joinable');
  });
  it('cannot join a meeting without MeetingId or one that ended', () => {
    expect(meetingJoinState({ ...meeting, MeetingId: null, StartTime: at(1) }, now)).toBe('unavailable');
    expect(meetingJoinState({ ...meeting, Status: 'stopped', StartTime: at(1) }, now)).toBe('ended');
  });
});

describe('courseNameFromDescription', () => {
  it("reads the course name after 'Course:'", () => {
    expect(courseNameFromDescription('Weekly sync. Course: Modern CSS Techniques')).toBe(
      'Modern CSS Techniques',
    );
  });
  it('answers null without a course', () => {
    expect(courseNameFromDescription('Office hours')).toBeNull();
    expect(courseNameFromDescription(null)).toBeNull();
  });
});

describe('toMeetingPayload', () => {
  it('ends the meeting start plus its duration, 60 minutes by default', () => {
    const values = toMeetingFormValues(null, now);
    const payload = toMeetingPayload({
      ...values,
      title: ' Sync ',
      startDate: '2026-12-01',
      startTime: '09:30',
    });
    expect(payload.Title).toBe('Sync');
    expect(new Date(payload.EndTime ?? '').getTime() - new Date(payload.StartTime).getTime()).toBe(
      60 * 60_000,
    );
  });
});

describe('meetingFormSchema', () => {
  it("asks to 'Please fill in all required fields' without a title", async () => {
    const values = { ...toMeetingFormValues(null, now), title: '' };
    await expect(meetingFormSchema.validate(values)).rejects.toThrow('Please fill in all required fields');
  });
});

describe('levelFromPoints', () => {
  it('is floor(points/100)+1 with the distance to the next hundred', () => {
    expect(levelFromPoints(0)).toEqual({ level: 1, nextLevelPoints: 100 });
    expect(levelFromPoints(240)).toEqual({ level: 3, nextLevelPoints: 60 });
  });
});
