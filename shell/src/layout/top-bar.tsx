// The top bar: the drawer button on narrow screens, the sidebar collapse toggle, the catalogue, the cart
// and the user menu.
import { Button, Flex, HStack, IconButton, Text } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import { CartLink } from './cart-link.tsx';
import { UserMenu } from './user-menu.tsx';

type TopBarProps = { collapsed: boolean; onToggleCollapsed: () => void; onOpenDrawer: () => void };

export function TopBar({ collapsed, onToggleCollapsed, onOpenDrawer }: TopBarProps) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="2"
      px="4"
      h="14"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Flex align="center" gap="2">
        {/* 44 px: the one way to the navigation on a phone (docs/product/portal.md#small-screens). */}
        <IconButton
          aria-label="Open navigation"
          variant="ghost"
          size="lg"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={onOpenDrawer}
        >
          ☰
        </IconButton>
        <IconButton
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-pressed={collapsed}
          variant="ghost"
          display={{ base: 'none', md: 'inline-flex' }}
          onClick={onToggleCollapsed}
        >
          {collapsed ? '»' : '«'}
        </IconButton>
        <Text fontWeight="bold" color="brand.fg">
          Academy
        </Text>
      </Flex>
      <HStack gap="1">
        <Button asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
          <Link to="/courses">Browse courses</Link>
        </Button>
        <CartLink />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
