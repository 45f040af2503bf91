import { calendarDay, oneOf, useUrlState } from '@portal/shared-ui/routing';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@portal/shared-api/analytics';
import { addDays, dayIn } from '@portal/shared-api/course-history';

const ANALYTICS_PARAMS = { range: oneOf(ANALYTICS_RANGES, '30'), start: calendarDay(), end: calendarDay() };

/** The range in the URL (`?range=7|30|90|custom&start&end`), and the days it asks the server for. */
export function useAnalyticsParams(tz: string) {
  const { params, set } = useUrlState(ANALYTICS_PARAMS);
  const { range, ...custom } = params;
  const today = dayIn(tz);
  const query =
    range === 'custom'
      ? { start: custom.start || undefined, end: custom.end || undefined, tz }
      : { start: addDays(today, -(Number(range) - 1)), end: today, tz };
  // The custom days only mean something with the custom range.
  const setRange = (next: AnalyticsRange) =>
    set({ range: next }, { reset: next === 'custom' ? [] : ['start', 'end'] });
  const setCustom = (bounds: { start?: string; end?: string }) => set(bounds, { replace: true });
  return { range, custom, query, setRange, setCustom };
}
