// What the inbox does, with its toasts (docs/product/notifications.md#texts).
import { toaster } from '@portal/shared-ui';
import { useAuth } from '@portal/shared-api/core';
import {
  NOTIFICATION_TEXTS,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type Notification,
} from '@portal/shared-api/notifications';

export function useNotificationActions() {
  const userSlug = useAuth().user?.Slug;
  const read = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const allRead = useMarkAllNotificationsRead();

  const toggleRead = async (notification: Notification) => {
    const isRead = !notification.IsRead;
    try {
      await read.trigger({ notification, isRead });
      toaster.create({
        type: 'success',
        title: isRead ? NOTIFICATION_TEXTS.markedRead : NOTIFICATION_TEXTS.markedUnread,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: isRead ? NOTIFICATION_TEXTS.markReadFailed : NOTIFICATION_TEXTS.markUnreadFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const destroy = async (notification: Notification) => {
    try {
      await remove.trigger(notification.Slug);
      toaster.create({ type: 'success', title: NOTIFICATION_TEXTS.deleted });
    } catch {
      toaster.create({ type: 'error', title: NOTIFICATION_TEXTS.deleteFailed });
    }
  };

  const markAll = async () => {
    if (!userSlug) return;
    try {
      await allRead.trigger(userSlug);
      toaster.create({ type: 'success', title: NOTIFICATION_TEXTS.allRead });
    } catch {
      toaster.create({ type: 'error', title: NOTIFICATION_TEXTS.markAllFailed });
    }
  };

  return {
    toggleRead,
    destroy,
    markAll,
    busy: read.isMutating || remove.isMutating,
    markingAll: allRead.isMutating,
  };
}
