import { Link, VisuallyHidden } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { CALENDAR_KIND_LABELS, type CalendarItem, type CalendarItemKind } from '@portal/shared-api/calendar';
import { timeIn } from '../utils/calendar-dates.ts';

/** One colour per kind, always with its name for screen readers (colour is never the only cue). */
export const KIND_PALETTE: Record<CalendarItemKind, string> = {
  meeting: 'blue',
  goal: 'orange',
  course: 'purple',
};

type CalendarItemLinkProps = {
  item: CalendarItem;
  zone: string;
  /** False inside the day grid, where the arrow keys move between days and the day panel lists the items. */
  focusable?: boolean;
  /** Leave the time out (the day panel shows it in its own column). */
  hideTime?: boolean;
};

/** An item as a coloured chip that opens it: the meeting, the goals page, the course. */
export function CalendarItemLink({ item, zone, focusable = true, hideTime = false }: CalendarItemLinkProps) {
  const time = item.AllDay || hideTime ? null : timeIn(item.Start, zone);
  return (
    <Link
      asChild
      colorPalette={KIND_PALETTE[item.Kind]}
      display="block"
      // The kind's hidden name stays inside the truncated chip instead of widening the page.
      position="relative"
      minW="0"
      px="1.5"
      py="0.5"
      borderRadius="l1"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      fontSize="xs"
      fontWeight="medium"
      truncate
      title={item.Title}
      tabIndex={focusable ? undefined : -1}
    >
      <RouterLink to={item.Url}>
        {time ? `${time} ` : null}
        {item.Title}
        <VisuallyHidden> ({CALENDAR_KIND_LABELS[item.Kind]})</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}
