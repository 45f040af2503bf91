// The signed-in person's menu (top bar and public top bar): their pages, the colour mode, sign out.
import { authStore, displayName, useAuth } from '@portal/shared-api/core';
import { Button, Portal, Text, useColorMode } from '@portal/shared-ui';
import { Avatar } from '@portal/shared-ui/data';
import { Menu } from '@portal/shared-ui/overlays';
import { useNavigate } from '@portal/shared-ui/router';

export function UserMenu() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { colorMode, toggleColorMode } = useColorMode();
  if (!user) return null;
  const name = displayName(user);

  async function handleSignOut() {
    await authStore.getState().signOut();
    navigate('/login', { replace: true });
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The visible name is the button's accessible name (WCAG 2.5.3); the avatar is decoration. */}
        <Button variant="ghost" gap="2" px="2">
          <Avatar name={name} src={user.Photo?.url} size="xs" decorative />
          <Text as="span" srOnly={{ base: true, sm: false }}>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="dashboard" onSelect={() => navigate('/user')}>
              Dashboard
            </Menu.Item>
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
  );
}
