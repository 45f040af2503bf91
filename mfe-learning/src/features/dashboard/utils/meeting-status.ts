// How the dashboard shows a meeting's status.
import type { MeetingStatus } from '@portal/shared-api/meetings';

/** 01 §4: scheduled shows as upcoming, running as live, anything else as ended. */
export function meetingDisplayStatus(status: MeetingStatus): 'upcoming' | 'live' | 'ended' {
  if (status === 'scheduled') return 'upcoming';
  if (status === 'running') return 'live';
  return 'ended';
}
