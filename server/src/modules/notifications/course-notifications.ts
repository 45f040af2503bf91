// Course notifications (docs/product/notifications.md#course-notification): the caller's notifications about
// a course, with the course named; a Read flag. They are rows of the one notifications table, so they show in
// the inbox too.
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type {
  CourseNotification,
  CourseNotificationCreate,
  CourseNotificationPage,
} from '@portal/shared-api/contract/notifications';
import type { Deps } from '../../core/deps.ts';
import { courses } from '../catalog/tables.ts';
import { notifications } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { newNotificationSlug, notificationNotFound, recipientOf } from './notifications.ts';
import { fileNotification } from './file-notification.ts';
import { type Caller } from '../../core/caller.ts';

function selectCourseNotifications(deps: Deps) {
  return deps.db
    .select({
      notification: notifications,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
    })
    .from(notifications)
    .innerJoin(courses, eq(courses.id, notifications.courseId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectCourseNotifications>['execute']>>[number];

function toCourseNotification({ notification: n, course }: Row): CourseNotification {
  return {
    Id: n.id,
    Slug: n.slug,
    Title: n.title,
    Message: n.message,
    Type: n.type,
    Priority: n.priority,
    Read: n.isRead,
    CreatedAt: n.createdAt.toISOString(),
    ActionUrl: n.actionUrl,
    Course: { Id: course.id, Slug: course.slug, Title: course.title },
  };
}

const mine = (userId: string) => and(eq(notifications.userId, userId), isNotNull(notifications.courseId));
const newestFirst = [desc(notifications.createdAt), desc(notifications.seq)];

export async function listCourseNotifications(deps: Deps, userId: string): Promise<CourseNotification[]> {
  const rows = await selectCourseNotifications(deps)
    .where(mine(userId))
    .orderBy(...newestFirst)
    .limit(500);
  return rows.map(toCourseNotification);
}

export async function pageCourseNotifications(
  deps: Deps,
  userId: string,
  take: number,
  skip: number,
): Promise<CourseNotificationPage> {
  const [rows, [total]] = await Promise.all([
    selectCourseNotifications(deps)
      .where(mine(userId))
      .orderBy(...newestFirst)
      .limit(take)
      .offset(skip),
    deps.db.select({ n: count() }).from(notifications).where(mine(userId)),
  ]);
  return { Count: total?.n ?? 0, Notifications: rows.map(toCourseNotification) };
}

/** One of the caller's course notifications, by Id or slug; anyone else's is a 404. */
export async function findOwnCourseNotification(
  deps: Deps,
  caller: Caller,
  idOrSlug: string,
): Promise<CourseNotification> {
  const key = isUuid(idOrSlug) ? eq(notifications.id, idOrSlug) : eq(notifications.slug, idOrSlug);
  const [row] = await selectCourseNotifications(deps)
    .where(and(key, mine(caller.id)))
    .limit(1);
  if (!row) throw notificationNotFound();
  return toCourseNotification(row);
}

export async function createCourseNotification(
  deps: Deps,
  caller: Caller,
  body: CourseNotificationCreate,
): Promise<CourseNotification> {
  const userId = await recipientOf(deps, caller, body.UserId);
  const [course] = isUuid(body.CourseId)
    ? await deps.db
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(eq(courses.id, body.CourseId))
        .limit(1)
    : [];
  if (!course) throw httpError(404, 'Course not found');
  const slug = newNotificationSlug('course');
  await fileNotification(
    deps.db,
    {
      slug,
      userId,
      courseId: course.id,
      title: body.Title.trim(),
      message: body.Message.trim(),
      type: 'course',
      priority: body.Priority ?? 'medium',
      actionUrl: body.ActionUrl ?? `/courses/${course.slug}`,
      category: 'courses',
    },
    deps.clock.now(),
  );
  const [row] = await selectCourseNotifications(deps).where(eq(notifications.slug, slug)).limit(1);
  return toCourseNotification(row!);
}

export async function setCourseNotificationRead(
  deps: Deps,
  caller: Caller,
  slug: string,
  read: boolean,
): Promise<CourseNotification> {
  const stored = await findOwnCourseNotification(deps, caller, slug);
  await deps.db.update(notifications).set({ isRead: read }).where(eq(notifications.id, stored.Id));
  return { ...stored, Read: read };
}

export async function deleteCourseNotification(deps: Deps, caller: Caller, slug: string): Promise<void> {
  const stored = await findOwnCourseNotification(deps, caller, slug);
  await deps.db.delete(notifications).where(eq(notifications.id, stored.Id));
}
