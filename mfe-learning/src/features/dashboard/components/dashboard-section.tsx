import type { ReactNode } from 'react';
import { Card, Heading, HStack, Link } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';

type DashboardSectionProps = { title: string; linkLabel: string; linkTo: string; children: ReactNode };

/** A titled card with its "view all" link to the full page. */
export function DashboardSection({ title, linkLabel, linkTo, children }: DashboardSectionProps) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Link asChild fontSize="sm">
            <RouterLink to={linkTo}>{linkLabel}</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
