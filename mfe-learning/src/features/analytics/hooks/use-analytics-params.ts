import { useSearchParamChanges } from '@portal/shared-ui/router';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@portal/shared-api/analytics';
import { addDays, dayIn } from '@portal/shared-api/course-history';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (`?range=7|30|90|custom&start&end`), and the days it asks the server for. */
export function useAnalyticsParams(tz: string) {
  const [searchParams, change] = useSearchParamChanges();
  const range = ANALYTICS_RANGES.find((r) => r === searchParams.get('range')) ?? '30';
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const custom = { start: day('start'), end: day('end') };
  const today = dayIn(tz);
  const query =
    range === 'custom'
      ? { start: custom.start || undefined, end: custom.end || undefined, tz }
      : { start: addDays(today, -(Number(range) - 1)), end: today, tz };
  const setRange = (next: AnalyticsRange) =>
    change({ range: next === '30' ? '' : next }, { reset: next === 'custom' ? [] : ['start', 'end'] });
  const setCustom = (bounds: { start?: string; end?: string }) => change(bounds, { replace: true });
  return { range, custom, query, setRange, setCustom };
}
