import { Button, HStack, Text } from '@chakra-ui/react';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  showNumbers?: boolean;
  label?: string;
};

/** Previous / Next (disabled at the ends), optionally numbered page buttons with aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  showNumbers = false,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1 && !showNumbers) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <HStack as="nav" aria-label={label} justify="space-between" mt="4" gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      {showNumbers ? (
        <HStack gap="1">
          {pages.map((number) => (
            <Button
              key={number}
              size="sm"
              variant={number === page ? 'solid' : 'ghost'}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          ))}
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Page {page} of {Math.max(pageCount, 1)}
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </HStack>
  );
}
