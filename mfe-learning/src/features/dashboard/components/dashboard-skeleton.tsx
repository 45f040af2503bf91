import { Stack } from '@portal/shared-ui';
import { CardGridSkeleton } from '@portal/shared-ui/data';

/**
 * Same boxes as the loaded page so nothing shifts when data arrives (the CLS budget of
 * docs/architecture.md#budgets).
 */
export function DashboardSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading dashboard">
      <CardGridSkeleton count={5} columns={{ base: 2, md: 3, lg: 5 }} height="24" />
      <CardGridSkeleton count={2} columns={{ base: 1, lg: 2 }} height="80" />
      <CardGridSkeleton count={1} columns={{ base: 1 }} height="64" />
    </Stack>
  );
}
