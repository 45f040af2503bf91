import { Box, Heading, HStack, List, Stack, Text } from '@portal/shared-ui';
import type { CalendarItem } from '@portal/shared-api/calendar';
import { dayLabel, timeIn, type DayKey } from '../utils/calendar-dates.ts';
import { CalendarItemLink } from './calendar-item-link.tsx';

type AgendaListProps = {
  zone: string;
  today: DayKey;
  itemsByDay: Map<DayKey, CalendarItem[]>;
  /** The days shown: those of this month ("2026-11"). */
  month: string;
};

/** The period's days that have something, in order, each with its items and their times. */
export function AgendaList({ zone, today, itemsByDay, month }: AgendaListProps) {
  const days = [...itemsByDay.keys()].filter((day) => day.startsWith(month)).sort();
  return (
    <Stack gap="5">
      {days.map((day) => (
        <Box as="section" key={day} aria-label={dayLabel(day, zone)}>
          <Heading as="h3" size="sm" mb="2">
            {dayLabel(day, zone)}
            {day === today ? ' · Today' : ''}
          </Heading>
          <List.Root variant="plain" gap="2">
            {(itemsByDay.get(day) ?? []).map((item) => (
              <List.Item key={item.Id}>
                <HStack gap="3" w="full">
                  <Text fontSize="sm" color="fg.muted" minW="24" flexShrink={0}>
                    {item.AllDay
                      ? 'All day'
                      : item.End
                        ? `${timeIn(item.Start, zone)} – ${timeIn(item.End, zone)}`
                        : timeIn(item.Start, zone)}
                  </Text>
                  <CalendarItemLink item={item} zone={zone} hideTime />
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
