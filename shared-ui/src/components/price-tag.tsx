import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';

export type PriceTagProps = {
  /** What the course costs now, in cents; 0 is shown as "Free". */
  price: number;
  /** The price before a running sale, in cents: struck through, with the share taken off. */
  originalPrice?: number | null;
  /** "$12.50" formatter: the caller's, so money reads the same across the portal. */
  format: (cents: number) => string;
  size?: 'sm' | 'md' | 'lg';
};

const FONT = { sm: 'md', md: 'lg', lg: '2xl' } as const;

/** A price as marketplaces show it: the price, then the original struck through and "-30%" while on sale. */
export function PriceTag({ price, originalPrice, format, size = 'md' }: PriceTagProps) {
  const onSale = originalPrice != null && originalPrice > price;
  const off = onSale ? Math.floor(((originalPrice - price) / originalPrice) * 100) : 0;
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text fontWeight="bold" fontSize={FONT[size]}>
        {price === 0 ? 'Free' : format(price)}
      </Text>
      {onSale ? (
        <>
          <Text as="s" color="fg.muted" fontSize="sm">
            <VisuallyHidden>Original price </VisuallyHidden>
            {format(originalPrice)}
          </Text>
          <Text color="green.fg" fontSize="sm" fontWeight="medium">
            {off}% off
          </Text>
        </>
      ) : null}
    </HStack>
  );
}
