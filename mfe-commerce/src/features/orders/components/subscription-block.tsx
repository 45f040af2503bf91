import { HStack, Stack, Text } from '@portal/shared-ui';
import { formatMoney } from '@portal/shared-api/core';
import { type OrderSubscription } from '@portal/shared-api/orders';

type SubscriptionBlockProps = { subscription: OrderSubscription };

/** The subscription plan bought with the order (the spec's Abonnement). */
export function SubscriptionBlock({ subscription }: SubscriptionBlockProps) {
  return (
    <Stack as="section" aria-label="Subscription" gap="1" borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="semibold">Subscription</Text>
      <HStack justify="space-between">
        <Text>{subscription.Name}</Text>
        <Text>{formatMoney(subscription.Price)}</Text>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {subscription.Duration} days of access
      </Text>
    </Stack>
  );
}
