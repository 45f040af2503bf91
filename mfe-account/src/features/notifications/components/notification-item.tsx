// One notification (docs/product/notifications.md#inbox): unread ones carry a dot and a bold title, urgent
// ones an 'Urgent' badge, the left border takes the priority's colour; title, message, type, priority,
// time-ago, the action link, and mark read / unread and delete.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { timeAgo } from '@portal/shared-api/core';
import {
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  PRIORITY_BORDER,
  type Notification,
} from '@portal/shared-api/notifications';

type NotificationItemProps = {
  notification: Notification;
  busy: boolean;
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
};

export function NotificationItem({ notification: n, busy, onToggleRead, onDelete }: NotificationItemProps) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={PRIORITY_BORDER[n.Priority]}
      borderRadius="l2"
      bg={n.IsRead ? 'bg' : 'bg.info'}
      p="4"
      aria-label={`${n.IsRead ? '' : 'Unread: '}${n.Title}`}
    >
      {/* On a phone the actions wrap under the text rather than squeezing it into a narrow column. */}
      <HStack align="flex-start" gap="3" wrap="wrap">
        <Box
          aria-hidden="true"
          mt="2"
          boxSize="2"
          flexShrink={0}
          borderRadius="full"
          bg={n.IsRead ? 'transparent' : 'blue.500'}
        />
        <Stack gap="1" flex="1 1 12rem" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight={n.IsRead ? 'normal' : 'bold'}>{n.Title}</Text>
            {n.Priority === 'urgent' ? (
              <Badge colorPalette="red" variant="solid">
                Urgent
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="sm">{n.Message}</Text>
          <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
            <Text>{NOTIFICATION_TYPE_LABELS[n.Type]}</Text>
            <Text>{NOTIFICATION_PRIORITY_LABELS[n.Priority]} priority</Text>
            <Text asChild>
              <time dateTime={n.CreatedAt}>{timeAgo(n.CreatedAt)}</time>
            </Text>
            {n.ActionUrl ? (
              <Link asChild color="blue.700" _dark={{ color: 'blue.300' }} fontWeight="semibold">
                <RouterLink to={n.ActionUrl}>View details</RouterLink>
              </Link>
            ) : null}
          </HStack>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          <Button size="xs" variant="ghost" disabled={busy} onClick={() => onToggleRead(n)}>
            {n.IsRead ? 'Mark unread' : 'Mark read'}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            color="red.700"
            _dark={{ color: 'red.300' }}
            disabled={busy}
            onClick={() => onDelete(n)}
          >
            Delete
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
