// The signed-in frame: sidebar (collapsible, remembered), top bar, a drawer on narrow screens, and the page.
import { Box, CloseButton, Grid, Portal } from '@portal/shared-ui';
import { Drawer } from '@portal/shared-ui/overlays';
import { useEffect, useState, type ReactNode } from 'react';
import { startLiveEvents } from '@portal/shared-api/live';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useAppearance } from './use-appearance.ts';
import { usePushToasts } from './use-push-toasts.ts';

const COLLAPSED_KEY = 'portal.sidebar-collapsed';

export function ShellLayout({
  children,
  onPreload,
}: {
  children: ReactNode;
  onPreload?: (path: string) => void;
}) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // One live stream for the tab while someone is signed in (notifications now, messages later); started with
  // the portal frame, so the sign-in page does not load it.
  useEffect(startLiveEvents, []);
  useAppearance();
  usePushToasts();

  function handleToggleCollapsed() {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  }

  return (
    <Grid templateColumns={{ base: '1fr', md: `${collapsed ? '4.5rem' : '16rem'} 1fr` }} minH="100dvh">
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        bg="sidebar.bg"
        borderRightWidth="1px"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Sidebar collapsed={collapsed} onPreload={onPreload} />
      </Box>
      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="18rem">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Box minW="0">
        <TopBar
          collapsed={collapsed}
          onToggleCollapsed={handleToggleCollapsed}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <Box as="main" id="main" px={{ base: '4', md: '8' }} py="6" maxW="7xl" mx="auto">
          {children}
        </Box>
      </Box>
    </Grid>
  );
}
