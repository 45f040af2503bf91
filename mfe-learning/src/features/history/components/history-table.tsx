// The history as a table: when, course and lesson (linking into the player), action, time spent, progress
// and device.
import { Badge, Link } from '@portal/shared-ui';
import { DataTable } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { HISTORY_ACTION_LABELS, formatDuration, type HistoryItem } from '@portal/shared-api/course-history';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const ACTION_COLORS = {
  started: 'blue',
  resumed: 'cyan',
  paused: 'orange',
  completed: 'green',
  viewed: 'gray',
} as const;

export const lessonHref = (item: HistoryItem) =>
  `/user/courses/${encodeURIComponent(item.CourseSlug)}/read${item.LessonId ? `/${item.LessonId}` : ''}`;

export function HistoryTable({ items }: { items: HistoryItem[] }) {
  return (
    <DataTable
      caption="Learning history"
      hideCaption
      rows={items}
      getRowKey={(item) => item.Id}
      columns={[
        { key: 'when', header: 'Date', cell: (item) => when.format(new Date(item.Timestamp)) },
        { key: 'course', header: 'Course', cell: (item) => item.CourseTitle },
        {
          key: 'lesson',
          header: 'Lesson',
          cell: (item) => (
            <Link asChild>
              <RouterLink to={lessonHref(item)}>{item.LessonTitle}</RouterLink>
            </Link>
          ),
        },
        {
          key: 'action',
          header: 'Action',
          cell: (item) => (
            <Badge colorPalette={ACTION_COLORS[item.Action]}>{HISTORY_ACTION_LABELS[item.Action]}</Badge>
          ),
        },
        {
          key: 'duration',
          header: 'Time spent',
          cell: (item) => formatDuration(item.Duration),
          align: 'end',
        },
        { key: 'progress', header: 'Progress', cell: (item) => `${item.Progress}%`, align: 'end' },
        { key: 'device', header: 'Device', cell: (item) => item.DeviceType },
      ]}
    />
  );
}
