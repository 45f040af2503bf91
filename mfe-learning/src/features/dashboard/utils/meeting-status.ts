// How the dashboard shows a meeting's status.
import type { MeetingStatus } from '@portal/shared-api/meetings';

/**
 * Scheduled shows as upcoming, running as live, anything else as ended
 * (docs/product/dashboard.md#meeting-status-on-the-dashboard).
 */
export function meetingDisplayStatus(status: MeetingStatus): 'upcoming' | 'live' | 'ended' {
  if (status === 'scheduled') return 'upcoming';
  if (status === 'running') return 'live';
  return 'ended';
}
