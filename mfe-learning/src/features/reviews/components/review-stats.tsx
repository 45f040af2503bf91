// My Reviews' figures, over all the learner's reviews (the server counts them, not the 50 on screen).
import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import type { ReviewStats as Stats } from '@portal/shared-api/reviews';

export function ReviewStats({ stats }: { stats: Stats | undefined }) {
  const shown = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="section" aria-label="Review figures">
      <StatCard label="Total Reviews" value={shown(stats?.Total)} />
      <StatCard
        label="Average Rating"
        value={stats ? stats.AverageScore.toFixed(1) : '…'}
        helpText="out of 5"
      />
      <StatCard label="Published" value={shown(stats?.Published)} />
      <StatCard
        label="Pending"
        value={shown(stats?.Pending)}
        helpText={stats?.Rejected ? `${stats.Rejected} not published` : 'waiting for a moderator'}
      />
    </SimpleGrid>
  );
}
