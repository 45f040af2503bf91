// The sidebar (docs/product/portal.md#sidebar): grouped links (role-gated groups by the routes' access), the
// active entry, and collapsible to icons with tooltips.
import { Badge, Box, Flex, Stack, Text, VisuallyHidden } from '@portal/shared-ui';
import { Tooltip } from '@portal/shared-ui/overlays';
import { ROLE_LABELS, displayName, useAuth } from '@portal/shared-api/core';
import { useLiveMessagesUnread, useLiveUnread } from '@portal/shared-api/live';
import { useRegistry } from '../app/registry-context.ts';
import { Link, useLocation } from '@portal/shared-ui/router';
import { NavIcon } from './nav-icon.tsx';
import { activeNavPath, NAV_GROUPS, type NavItem } from './nav-items.ts';
import { visibleGroups } from './visible-groups.ts';

type SidebarProps = { collapsed: boolean; onNavigate?: () => void; onPreload?: (path: string) => void };

/**
 * A live unread count on an entry (docs/product/portal.md#unread-badges): notifications (the inbox's header
 * badge, here for every page) and messages (issue 14), both from the tab's one stream.
 */
function UnreadBadge({
  collapsed,
  count,
  testId,
}: {
  collapsed: boolean;
  count: number | null;
  testId: string;
}) {
  if (!count) return null;
  return (
    <>
      <Badge
        colorPalette="red"
        variant="solid"
        size="sm"
        ms={collapsed ? undefined : 'auto'}
        position={collapsed ? 'absolute' : undefined}
        top={collapsed ? '0' : undefined}
        right={collapsed ? '0' : undefined}
        aria-hidden="true"
        data-testid={testId}
      >
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden> ({count} unread)</VisuallyHidden>
    </>
  );
}

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
  onPreload,
}: SidebarProps & { item: NavItem; active: boolean }) {
  const notificationsUnread = useLiveUnread();
  const messagesUnread = useLiveMessagesUnread();
  const unread =
    item.to === '/user/notifications'
      ? { count: notificationsUnread, testId: 'unread-notifications' }
      : item.to === '/user/messages'
        ? { count: messagesUnread, testId: 'unread-messages' }
        : null;
  const link = (
    <Flex
      asChild
      align="center"
      gap="3"
      px="3"
      py="2"
      borderRadius="l2"
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'sidebar.active' : undefined}
      color={active ? 'brand.fg' : 'fg'}
      _hover={{ bg: active ? 'sidebar.active' : 'bg.muted' }}
      justify={collapsed ? 'center' : 'flex-start'}
      position="relative"
    >
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? item.label : undefined}
        onClick={onNavigate}
        onMouseEnter={() => onPreload?.(item.to)}
        onFocus={() => onPreload?.(item.to)}
      >
        <NavIcon name={item.icon} />
        {collapsed ? null : <Text as="span">{item.label}</Text>}
        {unread ? <UnreadBadge collapsed={collapsed} {...unread} /> : null}
      </Link>
    </Flex>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{item.label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

export function Sidebar(props: SidebarProps) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { remotes } = useRegistry();
  const groups = visibleGroups(NAV_GROUPS, remotes, user?.Role ?? null);
  const active = activeNavPath(
    pathname,
    groups.flatMap((group) => group.items),
  );
  return (
    <Stack as="nav" aria-label="Portal" gap="5" py="4" px="2">
      {user && !props.collapsed ? (
        <Box px="3">
          <Text fontWeight="semibold" truncate>
            {displayName(user)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {ROLE_LABELS[user.Role]}
          </Text>
        </Box>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.label} gap="1" role="group" aria-label={group.label}>
          {props.collapsed ? null : (
            <Text
              px="3"
              textStyle="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {group.label}
            </Text>
          )}
          {group.items.map((item) => (
            <SidebarLink key={item.to} item={item} active={active === item.to} {...props} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
