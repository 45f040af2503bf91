import { HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';

/** A grid of card placeholders with the cards' final height, so nothing shifts when data arrives. */
export function CardGridSkeleton({ count = 6, height = '48' }: { count?: number; height?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

export function ListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <HStack key={index} gap="3">
          <SkeletonCircle size="10" />
          <SkeletonText noOfLines={2} flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}
