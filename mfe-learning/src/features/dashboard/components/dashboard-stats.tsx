import type { DashboardStats as Stats } from '@portal/shared-api/dashboard';
import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';

type DashboardStatsProps = { stats: Stats };

/**
 * The learner's numbers at a glance (docs/product/dashboard.md#stats); level and points to the next one by
 * docs/product/dashboard.md#level-and-points.
 */
export function DashboardStats({ stats }: DashboardStatsProps) {
  const items = [
    {
      label: 'Enrolled Courses',
      value: stats.enrolledCourses,
      help: `${stats.inProgressCourses} in progress`,
    },
    {
      label: 'Completed',
      value: stats.completedCourses,
      help: `${stats.certificatesEarned} certificates earned`,
    },
    { label: 'Hours Learned', value: stats.TotalHoursLearned, help: 'Total study time' },
    { label: 'Current Streak', value: `${stats.CurrentStreak} days`, help: 'Keep it going' },
    {
      label: `Level ${stats.level}`,
      value: `${stats.TotalPoints} pts`,
      help: `${stats.NextLevelPoints} points to level ${stats.level + 1}`,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
      {items.map((item) => (
        <StatCard key={item.label} label={item.label} value={item.value} helpText={item.help} />
      ))}
    </SimpleGrid>
  );
}
