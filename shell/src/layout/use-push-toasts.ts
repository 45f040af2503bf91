// Push (docs/product/notification-settings.md#delivery): a notification that arrives on the live stream pops
// up as a toast while the portal is open, when the person's push switches allow it (the server marks each
// one with Push). Only fresh ones: a reconnecting stream replays what it missed, which the inbox shows
// instead.
import { useEffect } from 'react';
import type { LiveNotification } from '@portal/shared-api/notifications';
import { subscribeLive } from '@portal/shared-api/live';
import { toaster } from '@portal/shared-ui';

const FRESH_MS = 2 * 60 * 1000;
const TOAST_TYPE: Partial<Record<LiveNotification['Type'], 'success' | 'warning' | 'error' | 'info'>> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function usePushToasts() {
  useEffect(
    () =>
      subscribeLive('notification', (data) => {
        const notification = data as LiveNotification;
        if (!notification.Push || Date.now() - Date.parse(notification.CreatedAt) > FRESH_MS) return;
        toaster.create({
          type: TOAST_TYPE[notification.Type] ?? 'info',
          title: notification.Title,
          description: notification.Message,
        });
      }),
    [],
  );
}
