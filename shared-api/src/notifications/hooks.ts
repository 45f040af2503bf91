import { useEffect } from 'react';
import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { subscribeLive } from '@portal/shared-api/live';
import {
  deleteNotification,
  getNotifications,
  markAllNotificationsRead,
  putNotificationRead,
} from './client.ts';
import type { Notification } from './contract.ts';
import { notificationKeys } from './keys.ts';

/** The inbox, kept live: any change announced by the stream (a new one, read elsewhere) reloads it. */
export function useNotifications(enabled = true): ApiQuery<Notification[]> {
  const query = useApiQuery(enabled ? notificationKeys.list('inbox') : null, getNotifications);
  const { mutate } = query;
  useEffect(() => subscribeLive('unread', () => void mutate()), [mutate]);
  return query;
}

const invalidates = [notificationKeys];

export const useMarkNotificationRead = () =>
  useApiMutation(notificationKeys.mutation('read'), putNotificationRead, { invalidates });
export const useDeleteNotification = () =>
  useApiMutation(notificationKeys.mutation('delete'), deleteNotification, { invalidates });
export const useMarkAllNotificationsRead = () =>
  useApiMutation(notificationKeys.mutation('all-read'), markAllNotificationsRead, { invalidates });
