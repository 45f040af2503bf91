import { Button, Flex, Group, Heading, HStack, IconButton } from '@portal/shared-ui';
import { CALENDAR_VIEW_LABELS, CALENDAR_VIEWS, type CalendarView } from '@portal/shared-api/calendar';

type CalendarToolbarProps = {
  view: CalendarView;
  /** "November 2026" or "Nov 22 – 28, 2026". */
  period: string;
  headingId: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onViewChange: (view: CalendarView) => void;
};

/** Previous / Today / Next, the period shown, and the view switch (Month, Week, Agenda). */
export function CalendarToolbar({
  view,
  period,
  headingId,
  onPrevious,
  onToday,
  onNext,
  onViewChange,
}: CalendarToolbarProps) {
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <Flex wrap="wrap" gap="3" align="center" justify="space-between">
      <HStack gap="3" wrap="wrap">
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label={`Previous ${unit}`} onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
          </IconButton>
          <Button size="sm" variant="outline" onClick={onToday}>
            Today
          </Button>
          <IconButton size="sm" variant="outline" aria-label={`Next ${unit}`} onClick={onNext}>
            <span aria-hidden="true">›</span>
          </IconButton>
        </HStack>
        <Heading as="h2" size="lg" id={headingId} aria-live="polite">
          {period}
        </Heading>
      </HStack>
      <Group attached role="group" aria-label="Calendar view">
        {CALENDAR_VIEWS.map((option) => (
          <Button
            key={option}
            size="sm"
            aria-pressed={view === option}
            variant={view === option ? 'solid' : 'outline'}
            onClick={() => onViewChange(option)}
          >
            {CALENDAR_VIEW_LABELS[option]}
          </Button>
        ))}
      </Group>
    </Flex>
  );
}
