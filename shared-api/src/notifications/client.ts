// Notifications (docs/product/notifications.md#api, base /notifications): the inbox's calls. Read and unread
// save the whole notification back, as the specification's client did; the server takes only IsRead from it
// (docs/product/notifications.md#read-and-unread).
import { http } from '@portal/shared-api/core';
import type { MarkAllRead, Notification } from './contract.ts';

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
  http
    .put(`notifications/${part(notification.Slug)}`, { json: { ...notification, IsRead: isRead } })
    .json<Notification>();

export const deleteNotification = (slug: string): Promise<void> =>
  http.delete(`notifications/${part(slug)}`).void();

export const markAllNotificationsRead = (userSlug: string): Promise<MarkAllRead> =>
  http.put(`notifications/mark-all-read/${part(userSlug)}`).json<MarkAllRead>();
