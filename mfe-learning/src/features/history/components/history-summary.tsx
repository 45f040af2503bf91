// The four summary cards over a timeframe the learner picks: week, month (the default), year, all
// (docs/product/history.md#history-page).
import { HStack, SimpleGrid, Stack } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { ChoiceSelect } from '@portal/shared-ui/forms';
import {
  HISTORY_TIMEFRAMES,
  HISTORY_TIMEFRAME_LABELS,
  formatMinutes,
  type HistoryStats,
  type HistoryTimeframe,
} from '@portal/shared-api/course-history';

type HistorySummaryProps = {
  stats: HistoryStats | undefined;
  timeframe: HistoryTimeframe;
  onTimeframe: (timeframe: HistoryTimeframe) => void;
};

export function HistorySummary({ stats, timeframe, onTimeframe }: HistorySummaryProps) {
  const value = (text: (s: HistoryStats) => string) => (stats ? text(stats) : '…');
  return (
    <Stack gap="3" as="section" aria-label="Summary">
      <HStack justify="flex-end">
        <ChoiceSelect
          label="Stats for"
          size="sm"
          value={timeframe}
          options={HISTORY_TIMEFRAMES.map((option) => ({
            value: option,
            label: HISTORY_TIMEFRAME_LABELS[option],
          }))}
          onChange={onTimeframe}
        />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard
          label="Total study time"
          value={value((s) => formatMinutes(s.TotalStudyTime))}
          helpText={value((s) => `Longest day ${formatMinutes(s.LongestSession)}`)}
        />
        <StatCard
          label="Lessons"
          value={value((s) => String(s.TotalLessons))}
          helpText={value((s) => `in ${s.TotalCourses} course${s.TotalCourses === 1 ? '' : 's'}`)}
        />
        <StatCard
          label="Average session"
          value={value((s) => formatMinutes(s.AverageSessionTime))}
          helpText="per study day"
        />
        <StatCard
          label="Study streak"
          value={value((s) => `${s.StudyStreak} day${s.StudyStreak === 1 ? '' : 's'}`)}
          helpText={value((s) => (s.MostActiveDay ? `Most active on ${s.MostActiveDay}` : 'No activity yet'))}
        />
      </SimpleGrid>
    </Stack>
  );
}
