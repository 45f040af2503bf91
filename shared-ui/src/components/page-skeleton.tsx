import { SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The shape of a page while it loads: a title, a row of cards, a block of text. Reserves space (no layout shift). */
export function PageSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading">
      <Skeleton height="9" width="40%" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: cards }} gap="4">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} height="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <SkeletonText noOfLines={6} gap="3" />
    </Stack>
  );
}
