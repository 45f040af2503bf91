// The frame of public pages (docs/product/portal.md#public-pages: the catalogue, a public post, a verify
// page, shared links): a top bar with the catalogue and Sign in, or the person's menu when signed in; no
// sidebar.
import { useAuth } from '@portal/shared-api/core';
import { Box, Button, Flex, HStack, Link as ChakraLink } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@portal/shared-ui/router';
import { CartLink } from './cart-link.tsx';
import { UserMenu } from './user-menu.tsx';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Box minH="100dvh">
      <Flex as="header" align="center" justify="space-between" gap="4" px="4" h="14" borderBottomWidth="1px">
        <HStack gap={{ base: '3', sm: '6' }}>
          <ChakraLink asChild fontWeight="bold" color="brand.fg">
            <Link to="/courses">Academy</Link>
          </ChakraLink>
          {/* On a phone the name already leads to the catalogue, and the row needs the room. */}
          <ChakraLink asChild display={{ base: 'none', sm: 'inline-flex' }}>
            <Link to="/courses">Browse courses</Link>
          </ChakraLink>
        </HStack>
        {status === 'signed-in' ? (
          <HStack gap="2">
            {/* On a phone the person's menu leads to the dashboard, and the row needs the room. */}
            <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
              <Link to="/user">My dashboard</Link>
            </Button>
            <CartLink />
            <UserMenu />
          </HStack>
        ) : status === 'signed-out' ? (
          <Button asChild size="sm">
            <Link to={`/login?next=${next}`}>Sign in</Link>
          </Button>
        ) : null}
      </Flex>
      <Box as="main" id="main" px={{ base: '4', md: '8' }} py="6" maxW="7xl" mx="auto">
        {children}
      </Box>
    </Box>
  );
}
