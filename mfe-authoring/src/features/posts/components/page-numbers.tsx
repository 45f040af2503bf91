import { Button, HStack } from '@portal/shared-ui';

type PageNumbersProps = { page: number; pageCount: number; onPageChange: (page: number) => void };

/** 03 §2: numbered page buttons; the caller shows them only when the total exceeds one page. */
export function PageNumbers({ page, pageCount, onPageChange }: PageNumbersProps) {
  return (
    <HStack as="nav" aria-label="Post pages" gap="1" wrap="wrap">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? 'solid' : 'outline'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </Button>
      ))}
    </HStack>
  );
}
