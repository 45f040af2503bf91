import { useSearchParamChanges } from '@portal/shared-ui/router';
import {
  HISTORY_ACTIONS,
  HISTORY_TIMEFRAMES,
  type HistoryAction,
  type HistoryTimeframe,
} from '@portal/shared-api/course-history';

export type HistoryView = 'table' | 'timeline';
export type HistoryParams = {
  course: string;
  action: HistoryAction | '';
  from: string;
  to: string;
  view: HistoryView;
  timeframe: HistoryTimeframe;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The page's state in the URL, so a reload or a shared link shows the same history. */
export function useHistoryParams() {
  const [searchParams, change] = useSearchParamChanges();
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number.parseInt(searchParams.get('page') ?? '', 10);
  const params: HistoryParams = {
    course: searchParams.get('course') ?? '',
    action: oneOf(HISTORY_ACTIONS, searchParams.get('action')) ?? '',
    from: day('from'),
    to: day('to'),
    view: searchParams.get('view') === 'timeline' ? 'timeline' : 'table',
    timeframe: oneOf(HISTORY_TIMEFRAMES, searchParams.get('timeframe')) ?? 'month',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
  // A filter change starts from the first page; the view and the stats' timeframe keep it.
  const set = (changes: Partial<Record<keyof HistoryParams, string | number>>, replace = false) =>
    change(changes, { replace, reset: 'view' in changes || 'timeframe' in changes ? [] : ['page'] });
  const clear = () => set({ course: '', action: '', from: '', to: '' });
  return { params, set, clear };
}
