// Learning-history export (docs/product/history.md#api, issue 10): the caller's items under the page's
// filters as CSV (csv-stringify, formula injection escaped), XLSX (write-excel-file, text cells typed String
// so nothing is evaluated) or a PDF table (pdfkit, in a worker thread: history-pdf.ts). The export call
// answers where the file is; the download path answers the file.
import { stringify } from 'csv-stringify/sync';
import { desc } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import {
  HISTORY_ACTION_LABELS,
  formatDuration,
  type HistoryExportFormat,
  type HistoryExportLink,
  type HistoryItem,
} from '@portal/shared-api/contract/course-history';
import type { Deps } from '../../core/deps.ts';
import { courseHistory } from './tables.ts';
import { renderPdfInWorker } from '../../platform/files/pdf.ts';
import { historyPdf } from './history-pdf.ts';
import {
  historyFilter,
  historyNotFound,
  selectHistory,
  toHistoryItem,
  type HistoryFilters,
} from './history.ts';
import { type Caller } from '../../core/caller.ts';
import { ownUserId } from '../../core/caller.ts';
import { timeZoneOf } from '../../core/time-zone.ts';

/** An export holds at most this many rows (years of daily study). */
const EXPORT_LIMIT = 50_000;

type ExportQuery = HistoryFilters & { format: HistoryExportFormat };

export function historyExportLink(caller: Caller, userId: string, query: ExportQuery): HistoryExportLink {
  const owner = ownUserId(caller, userId, historyNotFound);
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { downloadUrl: `/api/course-history/user/${owner}/export/download?${params}` };
}

const HEADERS = ['Date', 'Course', 'Lesson', 'Action', 'Duration (s)', 'Progress (%)', 'Device', 'Location'];

/**
 * A cell a spreadsheet would read as a formula starts with ' instead
 * (docs/decisions/0021-library-picks.md#spreadsheet-and-csv-exports).
 */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function localTime(tz: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso: string) => format.format(new Date(iso)).replace(',', '');
}

function toCsv(items: HistoryItem[], when: (iso: string) => string): Buffer {
  const rows = items.map((item) => [
    when(item.Timestamp),
    item.CourseTitle,
    item.LessonTitle,
    HISTORY_ACTION_LABELS[item.Action],
    item.Duration,
    item.Progress,
    item.DeviceType,
    item.Location ?? '',
  ]);
  return Buffer.from(stringify([HEADERS, ...rows], { bom: true, cast: { string: defuse } }));
}

function toXlsx(items: HistoryItem[], when: (iso: string) => string): Promise<Buffer> {
  const text = (value: string) => ({ type: String, value });
  const header = HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = items.map((item) => [
    text(when(item.Timestamp)),
    text(item.CourseTitle),
    text(item.LessonTitle),
    text(HISTORY_ACTION_LABELS[item.Action]),
    { type: Number, value: item.Duration },
    { type: Number, value: item.Progress },
    text(item.DeviceType),
    text(item.Location ?? ''),
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: 'Learning history',
    columns: [
      { width: 18 },
      { width: 36 },
      { width: 36 },
      { width: 12 },
      { width: 12 },
      { width: 12 },
      { width: 10 },
      { width: 22 },
    ],
  }).toBuffer();
}

function toPdf(items: HistoryItem[], when: (iso: string) => string, heading: string): Promise<Buffer> {
  const rows = items.map((item) => [
    when(item.Timestamp),
    item.CourseTitle,
    item.LessonTitle,
    HISTORY_ACTION_LABELS[item.Action],
    formatDuration(item.Duration),
    `${item.Progress}%`,
    item.DeviceType,
  ]);
  return renderPdfInWorker(historyPdf, { heading, rows });
}

const MEDIA_TYPES: Record<HistoryExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export async function exportHistory(deps: Deps, caller: Caller, userId: string, query: ExportQuery) {
  const owner = ownUserId(caller, userId, historyNotFound);
  const tz = timeZoneOf(query.tz);
  const rows = await selectHistory(deps)
    .where(historyFilter(deps, owner, query))
    .orderBy(desc(courseHistory.occurredAt), desc(courseHistory.id))
    .limit(EXPORT_LIMIT);
  const items = rows.map(toHistoryItem);
  const when = localTime(tz);
  const day = deps.clock.now().toISOString().slice(0, 10);
  const body =
    query.format === 'csv'
      ? toCsv(items, when)
      : query.format === 'xlsx'
        ? await toXlsx(items, when)
        : await toPdf(items, when, `Learning history (${day})`);
  return { body, type: MEDIA_TYPES[query.format], filename: `learning-history-${day}.${query.format}` };
}
