import { Button, HStack, Text } from '@chakra-ui/react';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Numbered page buttons ("Page 2", the current one marked) in place of "Page 2 of 5". */
  showNumbers?: boolean;
  /** Previous and Next around the pages; turn off for the numbered buttons alone. */
  showPreviousNext?: boolean;
  label?: string;
};

/** Previous / Next (disabled at the ends), optionally numbered page buttons with aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  showNumbers = false,
  showPreviousNext = true,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1 && !showNumbers) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <HStack as="nav" aria-label={label} justify="space-between" mt="4" gap="2" wrap="wrap">
      {showPreviousNext ? (
        <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
      ) : null}
      {showNumbers ? (
        <HStack gap="1" wrap="wrap">
          {pages.map((number) => (
            <Button
              key={number}
              size="sm"
              variant={number === page ? 'solid' : 'ghost'}
              aria-label={`Page ${number}`}
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
      {showPreviousNext ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          Next
        </Button>
      ) : null}
    </HStack>
  );
}
