import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { formatDuration } from '@portal/shared-api/core';
import type { LibraryStats as Stats } from '../utils/library-list.ts';

type LibraryStatsProps = { stats: Stats; hoursLearned: number | undefined };

/**
 * The library's statistics (docs/product/library.md#data); the hours come from the learning overview
 * ('—' until it answers).
 */
export function LibraryStats({ stats, hoursLearned }: LibraryStatsProps) {
  const items = [
    { label: 'Total Courses', value: stats.total },
    { label: 'Completed', value: stats.completed },
    { label: 'In Progress', value: stats.inProgress },
    { label: 'Hours Learned', value: hoursLearned === undefined ? '—' : formatDuration(hoursLearned * 60) },
    { label: 'Certificates Earned', value: stats.certificates },
    { label: 'Average Rating', value: stats.averageRating === null ? '—' : stats.averageRating.toFixed(1) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
      {items.map((item) => (
        <StatCard key={item.label} label={item.label} value={item.value} />
      ))}
    </SimpleGrid>
  );
}
