// The account remote's route manifest (docs/architecture.md#routes): every path it owns, who may open it, and
// its page.
// A route without page or redirect is owned but not built yet. Read by the App, the publish script
// (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

export default {
  name: 'account',
  routes: [
    {
      path: '/user/profile',
      access: 'user',
      page: () => import('./features/profile/pages/profile-page.tsx').then((m) => m.ProfilePage),
    },
    {
      path: '/user/account',
      access: 'user',
      page: () =>
        import('./features/profile/pages/account-settings-page.tsx').then((m) => m.AccountSettingsPage),
    },
    {
      path: '/user/security',
      access: 'user',
      page: () => import('./features/security/pages/security-page.tsx').then((m) => m.SecurityPage),
    },
    {
      path: '/user/notifications',
      access: 'user',
      page: () =>
        import('./features/notifications/pages/notifications-page.tsx').then((m) => m.NotificationsPage),
    },
    {
      path: '/user/notification-settings',
      access: 'user',
      page: () =>
        import('./features/notification-settings/pages/notification-settings-page.tsx').then(
          (m) => m.NotificationSettingsPage,
        ),
    },
    {
      path: '/user/settings',
      access: 'user',
      page: () => import('./features/settings/pages/settings-page.tsx').then((m) => m.SettingsPage),
    },
    {
      path: '/user/help',
      access: 'user',
      page: () => import('./features/help/pages/help-page.tsx').then((m) => m.HelpPage),
    },
    {
      path: '/user/feedback',
      access: 'user',
      page: () => import('./features/feedback/pages/feedback-page.tsx').then((m) => m.FeedbackPage),
    },
  ],
} satisfies RemoteManifest;
