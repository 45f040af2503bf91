// The real values the crawl gives each route's params, read from the API as the visitor (the demo data), and
// the routes that read what the learning journeys change.
import type { APIRequestContext } from '@playwright/test';

/** The enrolled course the visitor opened last (the player's routes). */
async function lastCourse(api: APIRequestContext): Promise<{ Slug: string; LastLessonId: string }> {
  const courses: { Slug: string; LastLessonId: string | null; LastAccessedAt: string | null }[] = await (
    await api.get('/api/enrollments/user')
  ).json();
  const opened = courses
    .filter((course) => course.LastLessonId && course.LastAccessedAt)
    .sort((a, b) => Date.parse(b.LastAccessedAt!) - Date.parse(a.LastAccessedAt!));
  return opened[0] as { Slug: string; LastLessonId: string };
}

/** Real values for a route's params, read from the API as the visitor (the demo data). */
export const PARAMS: Record<
  string,
  (api: APIRequestContext, asStudent: () => Promise<APIRequestContext>) => Promise<Record<string, string>>
> = {
  // A public page of the student's: the link of their shared demo collection.
  '/wishlist/shared/:token': async (_api, asStudent) => {
    const { collections } = await (await (await asStudent()).get('/api/wishlists/collections')).json();
    const shared = collections.find((c: { ShareUrl: string | null }) => c.ShareUrl);
    return { token: new URL(shared.ShareUrl).pathname.split('/').pop() as string };
  },
  '/notes/shared/:token': async (_api, asStudent) => {
    const student = await asStudent();
    const { user } = await (await student.get('/api/auth/me')).json();
    const notes = await (await student.get(`/api/course-notes/user/${user.Id}`)).json();
    return { token: notes.find((note: { ShareToken: string | null }) => note.ShareToken).ShareToken };
  },
  // A real code: an unknown one is a 404 document now (docs/product/portal.md#public-pages-arrive-as-html).
  '/certificates/verify/:code': async (_api, asStudent) => {
    const { certificates } = await (await (await asStudent()).get('/api/certificates/my')).json();
    const issued = certificates.find((c: { VerificationCode: string | null }) => c.VerificationCode);
    return { code: issued.VerificationCode };
  },
  '/user/orders/:orderId': async (api) => {
    const { orders } = await (await api.get('/api/orders/user?page=1&limit=1')).json();
    return { orderId: orders[0].Id };
  },
  '/user/courses/:courseSlug/read': async (api) => ({ courseSlug: (await lastCourse(api)).Slug }),
  '/user/courses/:courseSlug/read/:lessonId': async (api) => {
    const course = await lastCourse(api);
    return { courseSlug: course.Slug, lessonId: course.LastLessonId };
  },
  '/courses/:id/learn': async (api) => ({ id: (await lastCourse(api)).Slug }),
  '/courses/:slug': async (api) => ({
    slug: (await (await api.get('/api/courses?limit=1')).json()).courses[0].Slug,
  }),
  '/reviews/edit/:slug': async (api) => {
    const { user } = await (await api.get('/api/auth/me')).json();
    const { ratings } = await (await api.get(`/api/ratings/user/${user.Id}`)).json();
    return { slug: ratings[0].Slug };
  },
  // The instructor's seeded draft, mid-wizard: the draft saved longest ago (the publishing journey saves one
  // of its own, and publishes it a moment later).
  '/instructor/courses/:id/edit': async (api) => {
    const { courses } = (await (await api.get('/api/instructor/courses')).json()) as {
      courses: { Status: string; DraftId: string | null; UpdatedAt: string | null }[];
    };
    const drafts = courses
      .filter((c) => c.Status === 'draft' && c.DraftId && c.UpdatedAt)
      .sort((a, b) => Date.parse(a.UpdatedAt!) - Date.parse(b.UpdatedAt!));
    return { id: drafts[0]!.DraftId! };
  },
  '/users/posts/manage/edit/:slug': async (api) => {
    const { user } = await (await api.get('/api/auth/me')).json();
    const { posts } = await (await api.get(`/api/posts/user/${user.Slug}/pagninate/1/0`)).json();
    return { slug: posts[0].Slug };
  },
  '/posts/:slug': async (api) => ({
    slug: (await (await api.get('/api/posts?take=1')).json()).posts[0].Slug,
  }),
  '/user/meetings/:id': async (api) => {
    const { meetings } = await (await api.get('/api/meetings?scope=upcoming')).json();
    return { id: meetings[0].Id };
  },
};

/**
 * Routes whose page or params read what the learning journeys change: the course opened last and its video
 * (leaving a video page saves the position it opened at), the student's newest review and their shared note
 * (the journeys write, share and delete their own for a moment). They take those journeys' lock.
 */
export const LEARNING_ROUTES = new Set([
  '/user/courses/:courseSlug/read',
  '/user/courses/:courseSlug/read/:lessonId',
  '/courses/:id/learn',
  '/reviews/edit/:slug',
  '/notes/shared/:token',
]);
