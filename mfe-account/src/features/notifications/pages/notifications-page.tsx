// /user/notifications (docs/product/notifications.md#inbox): the inbox, live. The header's unread badge, the
// Filter menu (type, priority, applied in the browser), Mark All Read, the Settings link, tabs All / Unread /
// Read with counts, and each notification's mark read / unread and delete. New ones arrive without a reload
// (the tab's live stream).
import { Badge, Button, EmptyState, HStack, Stack } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import {
  NOTIFICATION_EMPTY,
  NOTIFICATION_TABS,
  NOTIFICATION_TEXTS,
  useNotifications,
  type Notification,
  type NotificationTab,
} from '@portal/shared-api/notifications';
import { NotificationFilterMenu } from '../components/notification-filter-menu.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import { useInboxParams, type InboxParams } from '../hooks/use-inbox-params.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';

const TAB_LABELS: Record<NotificationTab, string> = { all: 'All', unread: 'Unread', read: 'Read' };

const filtered = (list: Notification[], { type, priority }: InboxParams) =>
  list.filter((n) => (!type || n.Type === type) && (!priority || n.Priority === priority));

const inTab = (list: Notification[], tab: NotificationTab) =>
  tab === 'all' ? list : list.filter((n) => n.IsRead === (tab === 'read'));

export function NotificationsPage() {
  const notifications = useNotifications();
  const { params, set } = useInboxParams();
  const actions = useNotificationActions();
  const unread = (notifications.data ?? []).filter((n) => !n.IsRead).length;

  return (
    <PageFrame
      title="Notifications"
      description="Everything the academy told you, newest first. New ones appear here as they arrive."
      actions={
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={unread > 0 ? 'red' : 'gray'}
            variant={unread > 0 ? 'solid' : 'subtle'}
            size="lg"
          >
            {unread} unread
          </Badge>
          <NotificationFilterMenu params={params} onChange={set} />
          <Button
            size="sm"
            onClick={() => void actions.markAll()}
            loading={actions.markingAll}
            disabled={unread === 0}
          >
            Mark All Read
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/user/notification-settings">Settings</RouterLink>
          </Button>
        </HStack>
      }
    >
      <QueryState
        query={notifications}
        errorTitle={NOTIFICATION_TEXTS.fetchFailed}
        loading={<ListSkeleton count={5} label="Loading notifications" />}
      >
        {(list) => {
          const shown = filtered(list, params);
          return (
            <TabsWithCounts
              tabs={NOTIFICATION_TABS.map((tab) => ({
                value: tab,
                label: TAB_LABELS[tab],
                count: inTab(shown, tab).length,
              }))}
              value={params.tab}
              onValueChange={(tab) => set({ tab })}
            >
              {(tab) => {
                const items = inTab(shown, tab);
                if (items.length === 0) return <EmptyState title={NOTIFICATION_EMPTY[tab]} />;
                return (
                  <Stack as="ul" gap="3" listStyleType="none" aria-label={`${TAB_LABELS[tab]} notifications`}>
                    {items.map((n) => (
                      <NotificationItem
                        key={n.Id}
                        notification={n}
                        busy={actions.busy}
                        onToggleRead={(item) => void actions.toggleRead(item)}
                        onDelete={(item) => void actions.destroy(item)}
                      />
                    ))}
                  </Stack>
                );
              }}
            </TabsWithCounts>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
