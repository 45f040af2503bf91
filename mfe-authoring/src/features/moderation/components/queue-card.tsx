import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@portal/shared-ui';

export type QueueCardProps = {
  /** The card's heading: what the item is about. */
  title: ReactNode;
  /** A line of small facts above the title (kind, reason, status). */
  eyebrow?: ReactNode;
  /** Who and when, under the body. */
  meta?: ReactNode;
  /** The decisions; none for an item already decided. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** One item waiting in a moderation queue: an article named by its heading, with its decisions at the end. */
export function QueueCard({ title, eyebrow, meta, actions, children }: QueueCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline">
      <Card.Body>
        <Stack gap="2">
          {eyebrow ? (
            <HStack gap="2" wrap="wrap">
              {eyebrow}
            </HStack>
          ) : null}
          <Heading as="h3" size="sm" id={headingId}>
            {title}
          </Heading>
          {children}
          {meta ? (
            <Text fontSize="sm" color="fg.muted">
              {meta}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      {actions ? (
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          {actions}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
