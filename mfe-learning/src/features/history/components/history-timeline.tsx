// The history as a timeline: each day's session (minutes, courses, lessons completed;
// docs/product/history.md#session) heading that day's events, newest first.
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import {
  HISTORY_ACTION_LABELS,
  formatDuration,
  formatMinutes,
  type HistoryItem,
  type HistorySession,
} from '@portal/shared-api/course-history';
import { ACTION_COLORS, lessonHref } from './history-table.tsx';

const dayTitle = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeOf = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const localDay = (iso: string) => new Intl.DateTimeFormat('en-CA').format(new Date(iso));

export function HistoryTimeline({ items, sessions }: { items: HistoryItem[]; sessions: HistorySession[] }) {
  const days = new Map<string, HistoryItem[]>();
  for (const item of items)
    days.set(localDay(item.Timestamp), [...(days.get(localDay(item.Timestamp)) ?? []), item]);
  const sessionOf = new Map(sessions.map((session) => [session.Date, session]));
  return (
    <Stack as="ol" gap="6" listStyleType="none" aria-label="Timeline">
      {[...days.entries()].map(([day, events]) => {
        const session = sessionOf.get(day);
        return (
          <Box as="li" key={day} borderStartWidth="3px" borderColor="border.emphasized" ps="4">
            <Heading as="h3" size="sm">
              {dayTitle.format(new Date(`${day}T00:00:00Z`))}
            </Heading>
            {session ? (
              <Text fontSize="sm" color="fg.muted">
                {formatMinutes(session.TotalTime)} · {session.CoursesStudied} course
                {session.CoursesStudied === 1 ? '' : 's'} · {session.LessonsCompleted} lesson
                {session.LessonsCompleted === 1 ? '' : 's'} completed · {session.Activities} activities
              </Text>
            ) : null}
            <Stack as="ul" gap="2" mt="2" listStyleType="none">
              {events.map((item) => (
                <HStack as="li" key={item.Id} gap="3" wrap="wrap">
                  <Text as="span" fontSize="sm" minW="16" color="fg.muted">
                    {timeOf.format(new Date(item.Timestamp))}
                  </Text>
                  <Badge colorPalette={ACTION_COLORS[item.Action]}>
                    {HISTORY_ACTION_LABELS[item.Action]}
                  </Badge>
                  <Link asChild fontSize="sm">
                    <RouterLink to={lessonHref(item)}>{item.LessonTitle}</RouterLink>
                  </Link>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {item.CourseTitle} · {formatDuration(item.Duration)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
