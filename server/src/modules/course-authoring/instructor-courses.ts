// The instructor's courses (issue 15): every course they created and every draft never published, newest
// change first, with learners, rating and revenue (successful orders only); archiving and deleting drafts.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { canAccess } from '@portal/shared-api/contract/auth';
import {
  WIZARD_TEXTS,
  type InstructorCourse,
  type InstructorCourseList,
} from '@portal/shared-api/contract/course-authoring';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courseDrafts } from './tables.ts';
import { courses, lessons, sections } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { draftMedia } from './draft-media.ts';
import { courseNotFound, neverPublished, type DraftRow } from './drafts.ts';
import { hasUnpublishedChanges, payloadOf, type StoredDraft } from './stored.ts';
import type { Caller } from '../../core/caller.ts';

const revenueSql = sql<number>`(select coalesce(sum(${orderItems.priceCents}), 0) from ${orderItems}
  inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.courseId} = ${courses.id} and ${orders.paymentStatus} = ${PAYMENT_STATUS.successful})`;
const sectionsSql = sql<number>`(select count(*) from ${sections} where ${sections.courseId} = ${courses.id})`;
const lessonsSql = sql<number>`(select count(*) from ${lessons} inner join ${sections}
  on ${sections.id} = ${lessons.sectionId} where ${sections.courseId} = ${courses.id})`;

async function courseRows(db: Db, where: SQL) {
  return db
    .select({
      course: courses,
      cover: { subDir: medias.subDir, hashname: medias.hashname },
      revenue: revenueSql.mapWith(Number),
      sections: sectionsSql.mapWith(Number),
      lessons: lessonsSql.mapWith(Number),
    })
    .from(courses)
    .leftJoin(medias, eq(medias.id, courses.coverMediaId))
    .where(where);
}

type CourseRowOf = Awaited<ReturnType<typeof courseRows>>[number];
const latest = (...dates: (Date | undefined)[]) =>
  new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0))).toISOString();

function courseEntry(row: CourseRowOf, draft: DraftRow | undefined): InstructorCourse {
  const { course } = row;
  return {
    Id: course.id,
    DraftId: draft?.id ?? null,
    CourseId: course.id,
    Slug: course.slug,
    Title: course.title,
    Status: course.archived ? 'archived' : course.published ? 'published' : 'draft',
    HasUnpublishedChanges: draft
      ? hasUnpublishedChanges(draft.data as StoredDraft, draft.isPublished)
      : false,
    Students: course.studentsCount,
    Rating: course.ratingAvg,
    ReviewCount: course.ratingCount,
    RevenueCents: row.revenue,
    PriceCents: course.priceCents,
    CoverUrl: row.cover?.subDir ? mediaUrl(row.cover) : null,
    Sections: row.sections,
    Lessons: row.lessons,
    UpdatedAt: latest(course.updatedAt, draft?.updatedAt),
  };
}

async function draftEntry(db: Db, draft: DraftRow): Promise<InstructorCourse> {
  const data = payloadOf(draft.data as StoredDraft);
  const { Cover } = await draftMedia(db, { ...data, Sections: [] });
  const dollars = data.IsFree ? 0 : data.DiscountPrice > 0 ? data.DiscountPrice : data.Price;
  return {
    Id: draft.id,
    DraftId: draft.id,
    CourseId: null,
    Slug: null,
    Title: data.Title.trim() || 'Untitled course',
    Status: 'draft',
    HasUnpublishedChanges: false,
    Students: 0,
    Rating: 0,
    ReviewCount: 0,
    RevenueCents: 0,
    PriceCents: Math.round(dollars * 100),
    CoverUrl: Cover?.url ?? null,
    Sections: data.Sections.length,
    Lessons: data.Sections.reduce((n, s) => n + s.Lessons.length, 0),
    UpdatedAt: draft.updatedAt.toISOString(),
  };
}

/** The author's drafts by course id (the first one, as Edit opens it). */
async function draftsByCourse(db: Db, authorId: string, courseIds: string[]) {
  const rows = courseIds.length
    ? await db
        .select()
        .from(courseDrafts)
        .where(and(eq(courseDrafts.authorId, authorId), inArray(courseDrafts.courseId, courseIds)))
        .orderBy(asc(courseDrafts.createdAt))
    : [];
  const map = new Map<string, DraftRow>();
  for (const row of rows) if (!map.has(row.courseId!)) map.set(row.courseId!, row);
  return map;
}

export async function listInstructorCourses(deps: Deps, authorId: string): Promise<InstructorCourseList> {
  const { db } = deps;
  const rows = await courseRows(db, eq(courses.createdById, authorId));
  const drafts = await draftsByCourse(
    db,
    authorId,
    rows.map((r) => r.course.id),
  );
  const loose = await db
    .select()
    .from(courseDrafts)
    .where(and(eq(courseDrafts.authorId, authorId), isNull(courseDrafts.courseId)));
  const list = [
    ...rows.map((row) => courseEntry(row, drafts.get(row.course.id))),
    ...(await Promise.all(loose.map((draft) => draftEntry(db, draft)))),
  ].sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt));
  return {
    courses: list,
    totals: {
      Courses: list.length,
      Published: list.filter((c) => c.Status === 'published').length,
      Students: list.reduce((n, c) => n + c.Students, 0),
      RevenueCents: list.reduce((n, c) => n + c.RevenueCents, 0),
    },
  };
}

/** The course behind a course id or a draft id; its author's, or any for an administrator. */
async function manageableCourse(db: Db, caller: Caller, id: string) {
  if (!isUuid(id)) throw courseNotFound();
  const [draft] = await db
    .select({ courseId: courseDrafts.courseId })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.id, id), eq(courseDrafts.authorId, caller.id)))
    .limit(1);
  if (draft && !draft.courseId) throw httpError(409, 'Only a published course can be archived.');
  const [course] = await db
    .select({ id: courses.id, createdById: courses.createdById })
    .from(courses)
    .where(eq(courses.id, draft?.courseId ?? id))
    .limit(1);
  if (!course || (course.createdById !== caller.id && !canAccess('admin', caller.role)))
    throw courseNotFound();
  return course;
}

/**
 * PUT /instructor/courses/:id/archive: out of the catalogue (or back). The player's rule (player-access.ts) closes
 * an archived course to its learners too; only the author and administrators still open it.
 */
export async function archiveCourse(
  deps: Deps,
  caller: Caller,
  id: string,
  archived: boolean,
): Promise<InstructorCourse> {
  const course = await manageableCourse(deps.db, caller, id);
  await deps.db
    .update(courses)
    .set({ archived, updatedAt: deps.clock.now() })
    .where(eq(courses.id, course.id));
  const [row] = await courseRows(deps.db, eq(courses.id, course.id));
  const drafts = await draftsByCourse(deps.db, course.createdById, [course.id]);
  return courseEntry(row!, drafts.get(course.id));
}

/** DELETE /instructor/courses/:id: a draft never published only; a course is archived instead (409). */
export async function deleteDraft(deps: Deps, authorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw courseNotFound();
  const mine = and(eq(courseDrafts.id, id), eq(courseDrafts.authorId, authorId));
  const [gone] = await deps.db
    .delete(courseDrafts)
    .where(and(mine, neverPublished))
    .returning({ id: courseDrafts.id });
  if (gone) return;
  const [draft] = await deps.db.select({ id: courseDrafts.id }).from(courseDrafts).where(mine).limit(1);
  const [course] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.createdById, authorId)))
    .limit(1);
  if (draft || course) throw httpError(409, WIZARD_TEXTS.notDraft);
  throw courseNotFound();
}
