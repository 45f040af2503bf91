// Notifications (docs/product/notifications.md#api, base /notifications): the inbox's calls. Read and unread
// save the whole notification back, as the specification's client did; the server takes only IsRead from it
// (docs/product/notifications.md#read-and-unread).
import { ApiError, http } from '@portal/shared-api/core';
import { NOTIFICATION_TEXTS, type MarkAllRead, type Notification } from './contract.ts';

const part = (value: string) => encodeURIComponent(value);

export const getNotifications = (): Promise<Notification[]> =>
  http.get('notifications').json<Notification[]>();

export const putNotificationRead = ({
  notification,
  isRead,
}: {
  notification: Notification;
  isRead: boolean;
}): Promise<Notification> =>
  // An update names its notification by slug (docs/product/notifications.md#notification-rules): without
  // one the call is not made.
  notification.Slug.trim()
    ? http
        .put(`notifications/${part(notification.Slug)}`, { json: { ...notification, IsRead: isRead } })
        .json<Notification>()
    : Promise.reject(new ApiError(400, NOTIFICATION_TEXTS.slugRequired));

export const deleteNotification = (slug: string): Promise<void> =>
  http.delete(`notifications/${part(slug)}`).void();

export const markAllNotificationsRead = (userSlug: string): Promise<MarkAllRead> =>
  http.put(`notifications/mark-all-read/${part(userSlug)}`).json<MarkAllRead>();
