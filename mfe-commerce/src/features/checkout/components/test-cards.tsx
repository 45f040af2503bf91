import { Card, Code, Stack, Text } from '@portal/shared-ui';
import { CHECKOUT_TEXTS, TEST_CARDS } from '@portal/shared-api/checkout';

/** The built-in test provider's cards, as card test modes document them: no real card is ever charged. */
export function TestCards() {
  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-labelledby="test-cards">
      <Card.Body gap="2">
        <Text id="test-cards" fontWeight="semibold">
          {CHECKOUT_TEXTS.testCards}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Payments run on the built-in test provider. Use any future expiry date and any security code.
        </Text>
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <Code>{card.number}</Code> {card.label}
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
