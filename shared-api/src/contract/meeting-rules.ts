// The meeting rule the page and the server share (02 §5): when a meeting can be joined.
import { MEETING_JOIN_WINDOW_MINUTES, type Meeting } from './meetings.ts';

const MINUTE = 60_000;

/** Join opens 15 minutes before the start; a meeting without MeetingId or one that ended can't be joined. */
export function meetingJoinState(
  meeting: Pick<Meeting, 'Status' | 'StartTime' | 'MeetingId'>,
  now: Date,
): 'joinable' | 'not-started' | 'ended' | 'unavailable' {
  if (!meeting.MeetingId) return 'unavailable';
  if (meeting.Status === 'finished' || meeting.Status === 'stopped') return 'ended';
  const opensAt = new Date(meeting.StartTime).getTime() - MEETING_JOIN_WINDOW_MINUTES * MINUTE;
  return now.getTime() < opensAt ? 'not-started' : 'joinable';
}
