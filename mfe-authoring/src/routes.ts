// The authoring remote's route manifest (ARCHITECTURE §3): every path it owns, who may open it, and its page.
// A route without page or redirect is owned but not built yet. Read by the App, the publish script
// (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

export default {
  name: 'authoring',
  routes: [
    { path: '/instructor/courses', access: 'instructor' },
    { path: '/instructor/courses/new', access: 'instructor' },
    { path: '/instructor/courses/:id/edit', access: 'instructor' },
    {
      path: '/users/posts/manage',
      access: 'user',
      page: () => import('./features/posts/pages/published-posts-page.tsx').then((m) => m.PublishedPostsPage),
    },
    { path: '/users/posts/manage/edit/:slug', access: 'user' },
    { path: '/posts/create/new', access: 'user' },
    { path: '/posts', access: 'public' },
    { path: '/posts/:slug', access: 'public' },
    { path: '/admin/moderation', access: 'admin' },
  ],
} satisfies RemoteManifest;
