import { Button, Card, HStack, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatMoney } from '@portal/shared-api/core';
import { planPeriodLabel, SUBSCRIPTION_TEXTS, usePlans } from '@portal/shared-api/checkout';

/** The subscription offer below the catalogue: every plan, each bought from the checkout. */
export function PlansBanner() {
  const { data: plans } = usePlans();
  if (!plans?.length) return null;
  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-label="Subscription plans">
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontWeight="semibold">{SUBSCRIPTION_TEXTS.unlimited}</Text>
            <Text fontSize="sm" color="fg.muted">
              {plans
                .map((plan) => `${plan.Name}: ${formatMoney(plan.Price)} ${planPeriodLabel(plan.Duration)}`)
                .join(' · ')}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {plans.map((plan) => (
              <Button key={plan.Id} asChild size="sm" variant="outline">
                <RouterLink to={`/checkout?plan=${plan.Slug}`}>Get {plan.Name}</RouterLink>
              </Button>
            ))}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
