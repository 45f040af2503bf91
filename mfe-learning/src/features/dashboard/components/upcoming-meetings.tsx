import { Button, HStack, Stack, Text } from '@portal/shared-ui';
import { StatusBadge, type StatusTone } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatDate, formatTime } from '@portal/shared-api/core';
import { type DashboardMeeting } from '@portal/shared-api/dashboard';
import { DashboardSection } from './dashboard-section.tsx';
import { meetingDisplayStatus } from '../utils/meeting-status.ts';

type UpcomingMeetingsProps = { meetings: DashboardMeeting[] };

const STATUS_TONES: Record<ReturnType<typeof meetingDisplayStatus>, StatusTone> = {
  live: 'danger',
  upcoming: 'info',
  ended: 'neutral',
};

export function UpcomingMeetings({ meetings }: UpcomingMeetingsProps) {
  return (
    <DashboardSection title="Upcoming Meetings" linkLabel="View all meetings" linkTo="/user/meetings">
      {meetings.length === 0 ? (
        <Text color="fg.muted">No upcoming meetings</Text>
      ) : (
        <Stack gap="3">
          {meetings.map((meeting) => {
            const start = new Date(meeting.StartTime);
            return (
              // The status and Join go under the meeting where both do not fit (a phone).
              <HStack key={meeting.Id} justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0" flex="1 1 12rem">
                  <Text fontWeight="medium" lineClamp={2}>
                    {meeting.Topic}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(start)} · {formatTime(start)} · {meeting.Owner}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <StatusBadge status={meetingDisplayStatus(meeting.Status)} tones={STATUS_TONES} />
                  <Button asChild size="sm">
                    <RouterLink to={`/user/meetings/${meeting.Id}`} aria-label={`Join ${meeting.Topic}`}>
                      Join
                    </RouterLink>
                  </Button>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
    </DashboardSection>
  );
}
