// The community remote's route manifest (ARCHITECTURE §3): every path it owns, who may open it, and its page.
// A route without page or redirect is owned but not built yet. Read by the App, the publish script
// (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

export default {
  name: 'community',
  routes: [
    { path: '/user/messages', access: 'user' },
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
    { path: '/user/calendar', access: 'user' },
    { path: '/user/social', access: 'user' },
    { path: '/user/contacts', access: 'user' },
  ],
} satisfies RemoteManifest;
