import {
  calendarDay,
  freeText,
  oneOf,
  pageNumber,
  useUrlState,
  type ParsedParams,
} from '@portal/shared-ui/routing';
import { HISTORY_ACTIONS, HISTORY_TIMEFRAMES } from '@portal/shared-api/course-history';

const HISTORY_PARAMS = {
  course: freeText(),
  action: oneOf(HISTORY_ACTIONS, ''),
  from: calendarDay(),
  to: calendarDay(),
  view: oneOf(['table', 'timeline'], 'table'),
  timeframe: oneOf(HISTORY_TIMEFRAMES, 'month'),
  page: pageNumber(),
};
export type HistoryParams = ParsedParams<typeof HISTORY_PARAMS>;

/** The page's state in the URL, so a reload or a shared link shows the same history. */
export function useHistoryParams() {
  const { params, set: change } = useUrlState(HISTORY_PARAMS);
  // A filter change starts from the first page; the view and the stats' timeframe keep it.
  const set = (changes: Partial<Record<keyof HistoryParams, string | number>>, replace = false) =>
    change(changes, { replace, reset: 'view' in changes || 'timeframe' in changes ? [] : ['page'] });
  const clear = () => set({ course: '', action: '', from: '', to: '' });
  return { params, set, clear };
}
