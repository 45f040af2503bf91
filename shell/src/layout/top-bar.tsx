// The top bar: the drawer button on narrow screens, the sidebar collapse toggle, and the user menu.
import { authStore, displayName, useAuth } from '@portal/shared-api';
import { useColorMode, Avatar, Button, Flex, IconButton, Menu, Portal, Text } from '@portal/shared-ui';
import { useNavigate } from 'react-router';

type TopBarProps = { collapsed: boolean; onToggleCollapsed: () => void; onOpenDrawer: () => void };

export function TopBar({ collapsed, onToggleCollapsed, onOpenDrawer }: TopBarProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { colorMode, toggleColorMode } = useColorMode();
  const name = user ? displayName(user) : '';

  async function handleSignOut() {
    await authStore.getState().signOut();
    navigate('/login', { replace: true });
  }

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
        <IconButton
          aria-label="Open navigation"
          variant="ghost"
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
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" aria-label="Account menu" gap="2" px="2">
            <Avatar name={name} src={user?.Photo?.url} size="xs" />
            <Text display={{ base: 'none', sm: 'inline' }}>{name}</Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item value="orders" onSelect={() => navigate('/user/orders')}>
                Order History
              </Menu.Item>
              <Menu.Item value="posts" onSelect={() => navigate('/users/posts/manage')}>
                Published Posts
              </Menu.Item>
              <Menu.Item value="account" onSelect={() => navigate('/user/account')}>
                Account Settings
              </Menu.Item>
              <Menu.Item value="theme" onSelect={toggleColorMode}>
                {colorMode === 'dark' ? 'Light mode' : 'Dark mode'}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={() => void handleSignOut()}>
                Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
