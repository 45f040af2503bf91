// Course drafts (docs/product/course-authoring.md#course-draft): the wizard's options, and a draft created,
// read and saved (Save Draft and autosave) by its author only. A partial draft is fine: only the schema's
// limits apply until publishing. Another author's draft, or a malformed id, is the same 404.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  COURSE_LANGUAGES,
  TAG_SUGGESTIONS,
  WIZARD_TEXTS,
  type CourseDraft,
  type CourseDraftPayload,
  type WizardOptions,
} from '@portal/shared-api/contract/course-authoring';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { categories, courses } from '../catalog/tables.ts';
import { courseDrafts } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { sanitizeRichText, withoutControlChars } from '../../core/sanitize.ts';
import { checkDraftMedia, draftMedia } from './draft-media.ts';
import { META_KEY, hasUnpublishedChanges, metaOf, payloadOf, type StoredDraft } from './stored.ts';

export type DraftRow = typeof courseDrafts.$inferSelect;

export const courseNotFound = () => httpError(404, WIZARD_TEXTS.notFound);

export async function wizardOptions(deps: Deps): Promise<WizardOptions> {
  const rows = await deps.db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title));
  return {
    categories: rows
      .filter((row) => row.parentId === null)
      .map((top) => ({
        Slug: top.slug,
        Title: top.title,
        SubCategories: rows
          .filter((row) => row.parentId === top.id)
          .map((sub) => ({ Slug: sub.slug, Title: sub.title })),
      })),
    languages: [...COURSE_LANGUAGES],
    tagSuggestions: [...TAG_SUGGESTIONS],
  };
}

const line = (text: string) => withoutControlChars(text);
const lines = (list: string[]) => list.map(line);

/** The payload as stored: HTML sanitised, control characters gone; nothing else is rewritten while typing. */
export function cleanPayload(payload: CourseDraftPayload): CourseDraftPayload {
  return {
    ...payload,
    Title: line(payload.Title),
    ShortDescription: line(payload.ShortDescription),
    Description: sanitizeRichText(payload.Description),
    Tags: lines(payload.Tags),
    Requirements: lines(payload.Requirements),
    WhatYouWillLearn: lines(payload.WhatYouWillLearn),
    CoverMediaId: payload.CoverMediaId ?? null,
    Sections: payload.Sections.map((section) => ({
      ...section,
      Title: line(section.Title),
      Description: line(section.Description),
      Lessons: section.Lessons.map((lesson) => ({
        ...lesson,
        Title: line(lesson.Title),
        Description: line(lesson.Description),
        Content: sanitizeRichText(lesson.Content),
        Resources: lines(lesson.Resources),
        MediaId: lesson.MediaId ?? null,
      })),
    })),
  };
}

/** The caller's own draft, or 404. */
export async function ownDraft(db: Db, authorId: string, draftId: string): Promise<DraftRow> {
  if (!isUuid(draftId)) throw courseNotFound();
  const [row] = await db
    .select()
    .from(courseDrafts)
    .where(and(eq(courseDrafts.id, draftId), eq(courseDrafts.authorId, authorId)))
    .limit(1);
  if (!row) throw courseNotFound();
  return row;
}

export async function toDraft(db: Db, row: DraftRow): Promise<CourseDraft> {
  const data = row.data as StoredDraft;
  const payload = payloadOf(data);
  const [course] = row.courseId
    ? await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, row.courseId)).limit(1)
    : [];
  return {
    Id: row.id,
    Data: { ...payload, Step: row.step },
    Step: row.step,
    IsPublished: row.isPublished,
    HasUnpublishedChanges: hasUnpublishedChanges(data, row.isPublished),
    CourseId: row.courseId,
    CourseSlug: course?.slug ?? null,
    ...(await draftMedia(db, payload)),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

export async function readDraft(deps: Deps, authorId: string, draftId: string): Promise<CourseDraft> {
  return toDraft(deps.db, await ownDraft(deps.db, authorId, draftId));
}

/** Inserts a draft owned by the author; `meta` carries row links for drafts built from a course. */
export async function insertDraft(
  db: Db,
  authorId: string,
  data: StoredDraft,
  fields: Partial<Pick<DraftRow, 'courseId' | 'isPublished' | 'updatedAt'>> = {},
): Promise<DraftRow> {
  const [row] = await db
    .insert(courseDrafts)
    .values({ authorId, data, step: data.Step ?? 0, ...fields })
    .returning();
  if (!row) throw new Error('course draft insert returned nothing');
  return row;
}

export async function createDraft(
  deps: Deps,
  authorId: string,
  payload: CourseDraftPayload,
): Promise<CourseDraft> {
  const clean = cleanPayload(payload);
  await checkDraftMedia(deps.db, authorId, clean);
  return toDraft(deps.db, await insertDraft(deps.db, authorId, clean));
}

/** Save Draft and autosave: the whole payload replaces the last one; the server's row links are kept. */
export async function saveDraft(
  deps: Deps,
  authorId: string,
  draftId: string,
  payload: CourseDraftPayload,
): Promise<CourseDraft> {
  const row = await ownDraft(deps.db, authorId, draftId);
  const clean = cleanPayload(payload);
  await checkDraftMedia(deps.db, authorId, clean);
  const data: StoredDraft = { ...clean, [META_KEY]: metaOf(row.data as StoredDraft) };
  const [saved] = await deps.db
    .update(courseDrafts)
    .set({ data, step: clean.Step ?? row.step, updatedAt: deps.clock.now() })
    .where(eq(courseDrafts.id, row.id))
    .returning();
  return toDraft(deps.db, saved!);
}

/** The author's draft of a course, when there is one. */
export async function draftOfCourse(db: Db, authorId: string, courseId: string): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(courseDrafts)
    .where(and(eq(courseDrafts.courseId, courseId), eq(courseDrafts.authorId, authorId)))
    .orderBy(asc(courseDrafts.createdAt))
    .limit(1);
  return row ?? null;
}

/** A draft never published (no course): the only kind that may be deleted. */
export const neverPublished = and(isNull(courseDrafts.courseId), eq(courseDrafts.isPublished, false));
