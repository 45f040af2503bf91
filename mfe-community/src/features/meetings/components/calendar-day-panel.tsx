import { useId } from 'react';
import { Button, Card, Heading, HStack, List, Text } from '@portal/shared-ui';
import type { CalendarItem } from '@portal/shared-api/calendar';
import { dayLabel, timeIn, type DayKey } from '../utils/calendar-dates.ts';
import { CalendarItemLink } from './calendar-item-link.tsx';

type DayPanelProps = {
  day: DayKey;
  zone: string;
  items: CalendarItem[];
  onSchedule: (day: DayKey) => void;
};

/** The focused day in full, after the grid: every item as a link (the keyboard's way to them) and Schedule. */
export function DayPanel({ day, zone, items, onSchedule }: DayPanelProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {dayLabel(day, zone)}
          </Heading>
          <Button size="sm" onClick={() => onSchedule(day)}>
            Schedule Meeting
          </Button>
        </HStack>
        {items.length === 0 ? (
          <Text color="fg.muted">Nothing scheduled on this day.</Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {items.map((item) => (
              <List.Item key={item.Id} alignItems="center" gap="3">
                <Text fontSize="sm" color="fg.muted" minW="16" flexShrink={0}>
                  {item.AllDay ? 'All day' : timeIn(item.Start, zone)}
                </Text>
                <CalendarItemLink item={item} zone={zone} hideTime />
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
