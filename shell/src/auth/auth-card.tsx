import { Box, Card, Heading, Stack, Text } from '@portal/shared-ui';
import type { ReactNode } from 'react';

/** The centred card the sign-in and registration forms sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Box minH="100dvh" display="grid" placeItems="center" px="4" bg="bg.subtle">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap="6">
            <Stack gap="1">
              <Text fontWeight="semibold" color="brand.fg">
                Academy
              </Text>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">{subtitle}</Text>
            </Stack>
            {children}
            <Text textStyle="sm" color="fg.muted">
              {footer}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
