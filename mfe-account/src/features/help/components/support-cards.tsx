// The Help Center's three support cards and the 'Still need help?' block
// (docs/product/help-and-feedback.md#help-center), each leading somewhere real.
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';

const CARDS = [
  {
    title: 'Contact Support',
    text: 'Write to our team; we answer within one working day.',
    action: 'Start Chat',
    to: '/user/messages',
  },
  {
    title: 'Video Tutorials',
    text: 'Short videos on getting the most out of your courses.',
    action: 'Watch Now',
    to: '/user/help?category=getting-started',
  },
  {
    title: 'Documentation',
    text: 'Every article on courses, billing and your account.',
    action: 'Read Docs',
    to: '/user/help?category=courses-learning',
  },
];

export function SupportCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="section" aria-label="Support">
      {CARDS.map((card) => (
        <Card.Root key={card.title} size="sm">
          <Card.Body gap="2">
            <Heading as="h2" size="sm">
              {card.title}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {card.text}
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={card.to} aria-label={`${card.action}: ${card.title}`}>
                {card.action}
              </RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function StillNeedHelp() {
  return (
    <Card.Root as="section" aria-labelledby="still-need-help" variant="subtle">
      <Card.Body>
        <Stack gap="3" align={{ base: 'stretch', md: 'center' }} textAlign={{ md: 'center' }}>
          <Heading as="h2" size="md" id="still-need-help">
            Still need help?
          </Heading>
          <Text color="fg.muted">Our team is here for you: send us a message or book a call.</Text>
          <HStack gap="3" justify="center" wrap="wrap">
            <Button asChild>
              <RouterLink to="/user/feedback">Contact Support</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/user/meetings">Schedule Call</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
