// Notifications (docs/product/notifications.md): the texts, colours and filters the inbox, the sidebar and
// the server share.
import type { NotificationPriority, NotificationType } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './constants.ts';

export const NOTIFICATION_TEXTS = {
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markUnreadFailed: 'Failed to mark notification as unread',
  deleteFailed: 'Failed to delete notification',
  markAllFailed: 'Failed to mark all notifications as read',
  markedRead: 'Notification marked as read',
  markedUnread: 'Notification marked as unread',
  deleted: 'Notification deleted',
  allRead: 'All notifications marked as read',
  emptyAll: 'No notifications found',
  emptyUnread: "You're all caught up!",
  emptyRead: 'No read notifications',
  notFound: 'Notification not found',
  forSomeoneElse: 'Only an administrator can send a notification to someone else',
  slugRequired: 'Notification slug is required for updating',
} as const;

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  course: 'Course',
  message: 'Message',
  warning: 'Warning',
  error: 'Error',
  success: 'Success',
  system: 'System',
  info: 'Info',
};

export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/**
 * Urgent, high and medium each have their own left-border colour; anything else is grey
 * (docs/product/notifications.md#inbox).
 */
export const PRIORITY_BORDER: Record<NotificationPriority, string> = {
  urgent: 'red.500',
  high: 'orange.400',
  medium: 'blue.400',
  low: 'gray.300',
};

/** The inbox's tabs (docs/product/notifications.md#inbox). */
export const NOTIFICATION_TABS = ['all', 'unread', 'read'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const NOTIFICATION_EMPTY: Record<NotificationTab, string> = {
  all: NOTIFICATION_TEXTS.emptyAll,
  unread: NOTIFICATION_TEXTS.emptyUnread,
  read: NOTIFICATION_TEXTS.emptyRead,
};
