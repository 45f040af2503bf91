import {
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  type SimpleGridProps,
} from '@chakra-ui/react';

type SkeletonProps = {
  count?: number;
  /** What is loading, for screen readers: "Loading orders". */
  label?: string;
};

export type CardGridSkeletonProps = SkeletonProps & {
  /** The cards' final height, so nothing shifts when data arrives. */
  height?: string;
  /** The loaded grid's columns; 1 for a stack of full-width blocks. */
  columns?: SimpleGridProps['columns'];
};

/** A grid of card placeholders with the cards' final height, so nothing shifts when data arrives. */
export function CardGridSkeleton({
  count = 6,
  height = '48',
  columns = { base: 1, sm: 2, lg: 3 },
  label = 'Loading',
}: CardGridSkeletonProps) {
  return (
    <SimpleGrid columns={columns} gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

export type ListSkeletonProps = SkeletonProps;

/** Rows of a list (an avatar or thumbnail, two lines of text) while it loads. */
export function ListSkeleton({ count = 5, label = 'Loading' }: ListSkeletonProps) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <HStack key={index} gap="3">
          <SkeletonCircle size="10" />
          <SkeletonText noOfLines={2} flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}
