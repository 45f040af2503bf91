import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getHistory, getHistorySessions, getHistoryStats } from './client.ts';
import type {
  HistoryFilterQuery,
  HistoryPage,
  HistorySession,
  HistoryStats,
  HistoryTimeframe,
} from './contract.ts';
import { historyKeys } from './keys.ts';

/** A page of the learner's history; the last answer stays on screen while the filters change. */
export function useHistory(userId: string | undefined, query: HistoryFilterQuery): ApiQuery<HistoryPage> {
  return useApiQuery(
    userId ? historyKeys.list('items', userId, query) : null,
    () => getHistory(userId as string, query),
    {
      keepPreviousData: true,
    },
  );
}

export function useHistorySessions(
  userId: string | undefined,
  query: Pick<HistoryFilterQuery, 'courseId' | 'from' | 'to' | 'tz'>,
): ApiQuery<HistorySession[]> {
  return useApiQuery(
    userId ? historyKeys.list('sessions', userId, query) : null,
    () => getHistorySessions(userId as string, query),
    { keepPreviousData: true },
  );
}

export function useHistoryStats(
  userId: string | undefined,
  timeframe: HistoryTimeframe,
  tz: string,
): ApiQuery<HistoryStats> {
  return useApiQuery(
    userId ? historyKeys.list('stats', userId, timeframe, tz) : null,
    () => getHistoryStats(userId as string, timeframe, tz),
    { keepPreviousData: true },
  );
}
