// Sessions per day (docs/product/history.md#session): a bar per day of the filtered range, the minutes
// written beside it.
import { Box, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { HISTORY_TEXTS, formatMinutes, type HistorySession } from '@portal/shared-api/course-history';

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function HistorySessions({ sessions }: { sessions: HistorySession[] }) {
  const longest = Math.max(1, ...sessions.map((session) => session.TotalTime));
  return (
    <Stack as="section" aria-labelledby="sessions-heading" gap="3">
      <Heading as="h2" size="md" id="sessions-heading">
        Sessions per day
      </Heading>
      {sessions.length === 0 ? (
        <Text color="fg.muted">{HISTORY_TEXTS.noSessions}</Text>
      ) : (
        // Scrolls past a few weeks: focusable so the keyboard can scroll it too.
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          maxH="72"
          overflowY="auto"
          tabIndex={0}
          aria-label="Minutes per day"
        >
          {sessions.map((session) => (
            <HStack as="li" key={session.Date} gap="3" fontSize="sm">
              <Text as="span" minW="16">
                {dayLabel.format(new Date(`${session.Date}T00:00:00Z`))}
              </Text>
              <Box flex="1" bg="bg.muted" borderRadius="full" h="2" aria-hidden="true">
                <Box
                  bg="colorPalette.solid"
                  colorPalette="blue"
                  h="2"
                  borderRadius="full"
                  width={`${(session.TotalTime / longest) * 100}%`}
                />
              </Box>
              <Text as="span" minW="40" textAlign="end" color="fg.muted">
                {formatMinutes(session.TotalTime)} · {session.Activities} activities
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
