// The learning remote's route manifest: every path it owns (docs/architecture.md#routes), who may open it,
// and its page. A route without page or redirect is owned but not built yet. Read by the App, the publish
// script (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

const coursePlayer = () =>
  import('./features/player/pages/course-player-page.tsx').then((m) => m.CoursePlayerPage);

const reviewForm = () =>
  import('./features/reviews/pages/review-form-page.tsx').then((m) => m.ReviewFormPage);

export default {
  name: 'learning',
  routes: [
    {
      path: '/user',
      access: 'user',
      page: () => import('./features/dashboard/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
      data: ['/api/dashboard', '/api/dashboard/trending'],
    },
    {
      path: '/user/progress',
      access: 'user',
      page: () => import('./features/progress/pages/my-progress-page.tsx').then((m) => m.MyProgressPage),
    },
    {
      path: '/user/courses',
      access: 'user',
      page: () => import('./features/my-courses/pages/my-courses-page.tsx').then((m) => m.MyCoursesPage),
      data: ['/api/enrollments/user'],
    },
    // The player answers both addresses: without a lesson it opens the last one
    // (docs/product/player.md#lesson-choice).
    { path: '/user/courses/:courseSlug/read', access: 'user', page: coursePlayer },
    { path: '/user/courses/:courseSlug/read/:lessonId', access: 'user', page: coursePlayer },
    {
      path: '/user/library',
      access: 'user',
      page: () => import('./features/library/pages/library-page.tsx').then((m) => m.LibraryPage),
    },
    {
      path: '/user/notes',
      access: 'user',
      page: () => import('./features/notes/pages/notes-page.tsx').then((m) => m.NotesPage),
    },
    {
      path: '/user/history',
      access: 'user',
      page: () => import('./features/history/pages/history-page.tsx').then((m) => m.HistoryPage),
    },
    {
      path: '/user/analytics',
      access: 'user',
      page: () => import('./features/analytics/pages/analytics-page.tsx').then((m) => m.AnalyticsPage),
    },
    {
      path: '/user/achievements',
      access: 'user',
      page: () =>
        import('./features/achievements/pages/achievements-page.tsx').then((m) => m.AchievementsPage),
    },
    {
      path: '/user/reviews',
      access: 'user',
      page: () => import('./features/reviews/pages/my-reviews-page.tsx').then((m) => m.MyReviewsPage),
    },
    { path: '/reviews/write', access: 'user', page: reviewForm },
    { path: '/reviews/edit/:slug', access: 'user', page: reviewForm },
    {
      path: '/notes/shared/:token',
      access: 'public',
      page: () => import('./features/notes/pages/shared-note-page.tsx').then((m) => m.SharedNotePage),
    },
    // The older addresses (docs/product/portal.md#older-addresses): the dashboard's links, and
    // /courses/:id/learn, the player's.
    { path: '/user/my-courses', access: 'user', redirect: '/user/courses' },
    { path: '/user/my-progress', access: 'user', redirect: '/user/progress' },
    { path: '/courses/:id/learn', access: 'user', redirect: '/user/courses/:id/read' },
  ],
} satisfies RemoteManifest;
