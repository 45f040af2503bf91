import type { LearningOverview } from '@portal/shared-api/enrollments';
import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { hoursLabel } from '../utils/course-progress.ts';

type LearningOverviewStatsProps = { overview: LearningOverview };

/**
 * The learning overview (docs/product/enrollments.md#learning-overview) and the level rule
 * (docs/product/dashboard.md#level-and-points), at a glance.
 */
export function LearningOverviewStats({ overview }: LearningOverviewStatsProps) {
  const days = overview.CurrentStreak === 1 ? 'day' : 'days';
  const items = [
    { label: 'Hours Learned', value: hoursLabel(overview.TotalHoursLearned), help: 'Total study time' },
    { label: 'This Week', value: hoursLabel(overview.HoursThisWeek), help: 'The last 7 days' },
    { label: 'Current Streak', value: `${overview.CurrentStreak} ${days}`, help: 'Days in a row with study' },
    {
      label: `Level ${overview.Level}`,
      value: `${overview.TotalPoints} pts`,
      help: `${overview.NextLevelPoints} points to level ${overview.Level + 1}`,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {items.map((item) => (
        <StatCard key={item.label} label={item.label} value={item.value} helpText={item.help} />
      ))}
    </SimpleGrid>
  );
}
