// Learning history (docs/product/history.md#api): the calls the history page and the player make.
import { downloadFile, http, queryParams } from '@portal/shared-api/core';
import type {
  HistoryCreate,
  HistoryExportFormat,
  HistoryExportLink,
  HistoryFilterQuery,
  HistoryItem,
  HistoryPage,
  HistorySession,
  HistoryStats,
  HistoryTimeframe,
} from './contract.ts';

const base = (userId: string) => `course-history/user/${encodeURIComponent(userId)}`;

export function getHistory(userId: string, query: HistoryFilterQuery): Promise<HistoryPage> {
  return http.get(base(userId), { searchParams: queryParams(query) }).json<HistoryPage>();
}

export function getHistorySessions(
  userId: string,
  query: Pick<HistoryFilterQuery, 'courseId' | 'from' | 'to' | 'tz'>,
): Promise<HistorySession[]> {
  return http.get(`${base(userId)}/sessions`, { searchParams: queryParams(query) }).json<HistorySession[]>();
}

export function getHistoryStats(
  userId: string,
  timeframe: HistoryTimeframe,
  tz: string,
): Promise<HistoryStats> {
  return http.get(`${base(userId)}/stats`, { searchParams: { timeframe, tz } }).json<HistoryStats>();
}

/**
 * POST /api/course-history: the player says what happened; a failure is silent, like progress
 * (docs/product/history.md#recording).
 */
export async function recordHistory(event: HistoryCreate): Promise<HistoryItem | null> {
  try {
    return await http.post('course-history', { json: event, keepalive: true }).json<HistoryItem>();
  } catch {
    return null;
  }
}

export async function exportHistory(
  userId: string,
  format: HistoryExportFormat,
  query: Omit<HistoryFilterQuery, 'page' | 'pageSize'>,
): Promise<void> {
  const { downloadUrl } = await http
    .get(`${base(userId)}/export`, { searchParams: queryParams({ ...query, format }) })
    .json<HistoryExportLink>();
  await downloadFile(downloadUrl, `learning-history.${format}`);
}
