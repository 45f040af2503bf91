import { SimpleGrid, Skeleton, Stack } from '@portal/shared-ui';

/** Same boxes as the loaded page so nothing shifts when data arrives (CLS budget, ARCHITECTURE §8). */
export function DashboardSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading dashboard">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h="24" borderRadius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Skeleton h="80" borderRadius="lg" />
        <Skeleton h="80" borderRadius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
