import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { formatMoney } from '@portal/shared-api/core';
import { planPeriodLabel, type Plan } from '@portal/shared-api/checkout';

type PlanChooserProps = { plans: Plan[]; selected: string | null; onSelect: (slug: string) => void };

/** The plans side by side; the chosen one is what checkout buys. */
export function PlanChooser({ plans, selected, onSelect }: PlanChooserProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="radiogroup" aria-label="Plans">
      {plans.map((plan) => {
        const isSelected = plan.Slug === selected;
        return (
          <Card.Root
            key={plan.Id}
            borderColor={isSelected ? 'colorPalette.solid' : undefined}
            borderWidth="2px"
          >
            <Card.Body gap="2">
              <Text fontWeight="semibold">{plan.Name}</Text>
              <HStack align="baseline" gap="1">
                <Text fontSize="2xl" fontWeight="bold">
                  {formatMoney(plan.Price)}
                </Text>
                <Text color="fg.muted">{planPeriodLabel(plan.Duration)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {plan.Description}
              </Text>
              <Stack pt="2">
                <Button
                  role="radio"
                  aria-checked={isSelected}
                  variant={isSelected ? 'solid' : 'outline'}
                  onClick={() => onSelect(plan.Slug)}
                >
                  {isSelected ? 'Selected' : `Choose ${plan.Name}`}
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
