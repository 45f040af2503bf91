import { Box, HStack, IconButton, Stack, Text, VisuallyHidden } from '@portal/shared-ui';
import type { CalendarItem } from '@portal/shared-api/calendar';
import { dayLabel, type DayKey } from '../utils/calendar-dates.ts';
import { CalendarItemLink, KIND_PALETTE } from './calendar-item-link.tsx';

type DayCellProps = {
  day: DayKey;
  zone: string;
  items: CalendarItem[];
  /** At most this many chips; the rest are counted ("+2 more") and listed in the day panel. */
  limit: number;
  isFocused: boolean;
  isToday: boolean;
  isOutside: boolean;
  minH: string;
  onFocusDay: (day: DayKey) => void;
  onSchedule: (day: DayKey) => void;
};

/** One day of the grid (role gridcell): its number, its items, and a button to schedule a meeting on it. */
export function DayCell({
  day,
  zone,
  items,
  limit,
  isFocused,
  isToday,
  isOutside,
  minH,
  onFocusDay,
  onSchedule,
}: DayCellProps) {
  const label = dayLabel(day, zone);
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  const count = items.length === 1 ? '1 item' : `${items.length} items`;
  return (
    <Box
      role="gridcell"
      data-day={day}
      tabIndex={isFocused ? 0 : -1}
      aria-selected={isFocused}
      aria-current={isToday ? 'date' : undefined}
      className="group"
      minW="0"
      minH={{ base: '14', md: minH }}
      p={{ base: '1', md: '1.5' }}
      borderTopWidth="1px"
      borderInlineStartWidth="1px"
      bg={isFocused ? 'bg.muted' : isOutside ? 'bg.subtle' : undefined}
      cursor="pointer"
      outline="none"
      _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-solid)' }}
      onClick={() => onFocusDay(day)}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !isFocused) onFocusDay(day);
      }}
    >
      {/* The cell's name comes from its content (an aria-label would hide the items' visible text): the
          date first, then the items. */}
      <VisuallyHidden>
        {`${label}${isToday ? ', today' : ''}, ${items.length ? count : 'nothing scheduled'}.`}
      </VisuallyHidden>
      <HStack justify="space-between" gap="1" mb="1">
        <Text
          aria-hidden="true"
          fontSize="sm"
          lineHeight="1.75rem"
          minW="7"
          textAlign="center"
          borderRadius="full"
          fontWeight={isToday ? 'bold' : 'normal'}
          bg={isToday ? 'colorPalette.solid' : undefined}
          color={isToday ? 'colorPalette.contrast' : isOutside ? 'fg.muted' : undefined}
        >
          {Number(day.slice(8))}
        </Text>
        <IconButton
          aria-label={`Schedule meeting on ${label}`}
          size="2xs"
          variant="ghost"
          tabIndex={-1}
          hideBelow="md"
          opacity={isFocused ? 1 : 0}
          _groupHover={{ opacity: 1 }}
          _focusVisible={{ opacity: 1 }}
          onClick={(event) => {
            event.stopPropagation();
            onSchedule(day);
          }}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
      </HStack>
      {/* A phone's day is about 45 px wide: its items are dots there (the hidden label above counts them, the
          day panel lists them) and scheduling is the panel's Schedule Meeting. */}
      {items.length > 0 ? (
        <HStack gap="1" justify="center" wrap="wrap" hideFrom="md" aria-hidden="true">
          {shown.map((item) => (
            <Box key={item.Id} boxSize="2" borderRadius="full" bg={`${KIND_PALETTE[item.Kind]}.solid`} />
          ))}
        </HStack>
      ) : null}
      <Stack gap="1" hideBelow="md">
        {shown.map((item) => (
          <CalendarItemLink key={item.Id} item={item} zone={zone} focusable={false} />
        ))}
        {more > 0 ? (
          <Text fontSize="xs" color="fg.muted" aria-hidden="true">
            +{more} more
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
