import { Box, Button, HStack, Stack, Text } from '@portal/shared-ui';
import { CoverImage, PriceTag } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatMoney } from '@portal/shared-api/core';
import type { CartItem } from '@portal/shared-api/cart';

type CartItemRowProps = { item: CartItem; onRemove: () => void; removing: boolean };

export function CartItemRow({ item, onRemove, removing }: CartItemRowProps) {
  return (
    <HStack as="li" gap={{ base: '3', sm: '4' }} align="flex-start" borderBottomWidth="1px" pb="4">
      {/* A smaller cover on a phone leaves the title room to wrap between words. */}
      <Box width={{ base: '20', sm: '28' }} flexShrink={0}>
        <CoverImage src={item.CoverImage} alt="" />
      </Box>
      <Stack flex="1" gap="1" minW="0">
        <RouterLink to={`/courses/${item.Slug}`}>
          <Text fontWeight="semibold">{item.Title}</Text>
        </RouterLink>
        <Text fontSize="sm" color="fg.muted">
          {item.CreatedBy.Firstname} {item.CreatedBy.Lastname}
        </Text>
        <Box>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={removing}
            onClick={onRemove}
            aria-label={`Remove ${item.Title}`}
          >
            Remove
          </Button>
        </Box>
      </Stack>
      <PriceTag price={item.Price} originalPrice={item.OriginalPrice} format={formatMoney} size="sm" />
    </HStack>
  );
}
