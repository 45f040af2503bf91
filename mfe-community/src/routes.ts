// The community remote's route manifest (docs/architecture.md#routes): every path it owns, who may open it,
// and its page.
// A route without page or redirect is owned but not built yet. Read by the App, the publish script
// (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

export default {
  name: 'community',
  routes: [
    {
      path: '/user/messages',
      access: 'user',
      page: () => import('./features/messages/pages/messages-page.tsx').then((m) => m.MessagesPage),
    },
    {
      path: '/user/meetings',
      access: 'user',
      page: () => import('./features/meetings/pages/meetings-page.tsx').then((m) => m.MeetingsPage),
    },
    {
      path: '/user/meetings/:id',
      access: 'user',
      page: () =>
        import('./features/meetings/pages/meeting-details-page.tsx').then((m) => m.MeetingDetailsPage),
    },
    {
      path: '/user/calendar',
      access: 'user',
      page: () => import('./features/meetings/pages/calendar-page.tsx').then((m) => m.CalendarPage),
    },
    {
      path: '/user/social',
      access: 'user',
      page: () => import('./features/social/pages/social-page.tsx').then((m) => m.SocialPage),
    },
    {
      path: '/user/contacts',
      access: 'user',
      page: () => import('./features/contacts/pages/contacts-page.tsx').then((m) => m.ContactsPage),
    },
  ],
} satisfies RemoteManifest;
