import { meetingJoinState } from './contract.ts';
import { levelFromPoints } from '../dashboard/contract.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

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

describe('levelFromPoints', () => {
  it('is floor(points/100)+1 with the distance to the next hundred', () => {
    expect(levelFromPoints(0)).toEqual({ level: 1, nextLevelPoints: 100 });
    expect(levelFromPoints(240)).toEqual({ level: 3, nextLevelPoints: 60 });
  });
});
