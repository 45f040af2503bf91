import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import type { MyCoursesStats as Stats } from '../utils/my-courses-list.ts';

type MyCoursesStatsProps = { stats: Stats };

/**
 * My Courses' cards: Total Courses, In Progress, Completed, Avg Progress
 * (docs/product/enrollments.md#my-courses).
 */
export function MyCoursesStats({ stats }: MyCoursesStatsProps) {
  const items = [
    { label: 'Total Courses', value: stats.total },
    { label: 'In Progress', value: stats.inProgress },
    { label: 'Completed', value: stats.completed },
    { label: 'Avg Progress', value: `${stats.averageProgress}%` },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {items.map((item) => (
        <StatCard key={item.label} label={item.label} value={item.value} />
      ))}
    </SimpleGrid>
  );
}
