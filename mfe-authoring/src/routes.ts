// The authoring remote's route manifest: every path it owns (docs/architecture.md#routes), who may open it,
// and its page. A route without page or redirect is owned but not built yet. Read by the App, the publish
// script (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

// One loader for both wizard addresses: the page stays mounted when a new course's first save moves it to its
// edit address (the same loader renders the same page, so nothing is reloaded).
const courseWizardPage = () =>
  import('./features/course-wizard/pages/course-wizard-page.tsx').then((m) => m.CourseWizardPage);

export default {
  name: 'authoring',
  routes: [
    {
      path: '/instructor/courses',
      access: 'instructor',
      page: () =>
        import('./features/instructor-courses/pages/instructor-courses-page.tsx').then(
          (m) => m.InstructorCoursesPage,
        ),
    },
    { path: '/instructor/courses/new', access: 'instructor', page: courseWizardPage },
    { path: '/instructor/courses/:id/edit', access: 'instructor', page: courseWizardPage },
    {
      path: '/instructor/media',
      access: 'instructor',
      page: () =>
        import('./features/media-library/pages/media-library-page.tsx').then((m) => m.MediaLibraryPage),
    },
    {
      path: '/users/posts/manage',
      access: 'user',
      page: () => import('./features/posts/pages/published-posts-page.tsx').then((m) => m.PublishedPostsPage),
    },
    {
      path: '/users/posts/manage/edit/:slug',
      access: 'user',
      page: () => import('./features/post-editor/pages/edit-post-page.tsx').then((m) => m.EditPostPage),
    },
    {
      path: '/posts/create/new',
      access: 'user',
      page: () => import('./features/post-editor/pages/new-post-page.tsx').then((m) => m.NewPostPage),
    },
    {
      path: '/posts',
      access: 'public',
      page: () => import('./features/post-list/pages/posts-page.tsx').then((m) => m.PostsPage),
    },
    {
      path: '/posts/:slug',
      access: 'public',
      page: () => import('./features/post-reader/pages/post-page.tsx').then((m) => m.PostPage),
    },
    {
      path: '/admin/moderation',
      access: 'admin',
      page: () => import('./features/moderation/pages/moderation-page.tsx').then((m) => m.ModerationPage),
    },
  ],
} satisfies RemoteManifest;
