// "Edit" and "Duplicate" on a course: its draft, or one built from the published rows (seeded courses have
// none). A built draft uses the rows' ids as its section and lesson Ids and links them to themselves, so
// publishing it again updates those rows and learners keep their progress.
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COURSE_DRAFT_LIMITS as L,
  COURSE_LANGUAGES,
  type CourseDraft,
  type CourseDraftPayload,
  type LessonDraft,
} from '@portal/shared-api/contract/course-authoring';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { categories, courses, lessons, sections } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { quizQuestions } from '../player/tables.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { courseNotFound, draftOfCourse, insertDraft, ownDraft, toDraft, type DraftRow } from './drafts.ts';
import { META_KEY, contentHash, payloadOf, type StoredDraft } from './stored.ts';

const sub = alias(categories, 'sub');
const cut = (text: string | null, max: number) => (text ?? '').slice(0, max);
const cutLines = (list: string[], max = L.lineLength) => list.slice(0, L.lines).map((s) => cut(s, max));

type CourseRow = typeof courses.$inferSelect;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function readContent(db: Db, courseId: string) {
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position), asc(sections.id));
  const lessonRows = sectionRows.length
    ? await db
        .select({ lesson: lessons, file: { subDir: medias.subDir, hashname: medias.hashname } })
        .from(lessons)
        .leftJoin(medias, eq(medias.id, lessons.mediaId))
        .where(
          inArray(
            lessons.sectionId,
            sectionRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(lessons.position), asc(lessons.id))
    : [];
  const quizIds = lessonRows.filter((r) => r.lesson.type === 'quiz').map((r) => r.lesson.id);
  const questions = quizIds.length
    ? await db
        .select()
        .from(quizQuestions)
        .where(inArray(quizQuestions.lessonId, quizIds))
        .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
    : [];
  return { sectionRows, lessonRows, questions };
}

type Content = Awaited<ReturnType<typeof readContent>>;

function toLessonDraft(
  { lesson, file }: Content['lessonRows'][number],
  order: number,
  content: Content,
): LessonDraft {
  // The wizard has no PDF lesson: it becomes a text lesson that links to the file.
  const isPdf = lesson.type === 'pdf';
  const body =
    isPdf && file
      ? sanitizeRichText(`<p><a href="${mediaUrl(file)}">${escapeHtml(lesson.title)} (PDF)</a></p>`)
      : lesson.content;
  return {
    Id: lesson.id,
    Title: cut(lesson.title, L.titleLength),
    Description: cut(lesson.description, L.lessonDescriptionLength),
    Type: lesson.type === 'pdf' ? 'text' : lesson.type,
    Duration: Math.min(lesson.durationMinutes, L.lessonMinutes),
    Content: cut(body, L.contentLength),
    Resources: [],
    Order: order,
    MediaId: lesson.type === 'video' ? lesson.mediaId : null,
    ...(lesson.type === 'quiz'
      ? {
          Questions: content.questions
            .filter((q) => q.lessonId === lesson.id)
            .slice(0, L.questions)
            .map((q) => ({
              Prompt: cut(q.prompt, L.questionLength),
              Options: cutLines(q.options.slice(0, L.options), L.optionLength),
              CorrectOptions: q.correctOptions.filter((i) => i < L.options),
              Explanation: cut(q.explanation, L.questionLength),
            })),
        }
      : {}),
  };
}

async function payloadOfCourse(db: Db, course: CourseRow): Promise<CourseDraftPayload> {
  const [names] = await db
    .select({ category: categories.slug, subCategory: sub.slug })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(sub, eq(sub.id, courses.subCategoryId))
    .where(eq(courses.id, course.id));
  const content = await readContent(db, course.id);
  const onSale = course.originalPriceCents !== null && course.originalPriceCents > course.priceCents;
  const language = COURSE_LANGUAGES.find((l) => l === course.language) ?? '';
  return {
    Title: cut(course.title, L.titleLength),
    Description: cut(course.resume, L.descriptionLength),
    ShortDescription: cut(course.shortDescription, L.shortDescription),
    Category: names?.category ?? '',
    SubCategory: names?.subCategory ?? '',
    Level: course.level,
    Language: language,
    IsFree: course.priceCents === 0,
    Price: (onSale ? course.originalPriceCents! : course.priceCents) / 100,
    DiscountPrice: onSale ? course.priceCents / 100 : 0,
    Tags: course.keywords.slice(0, L.tags).map((t) => cut(t, L.tagLength)),
    Requirements: cutLines(course.requirements),
    WhatYouWillLearn: cutLines(course.whatYouWillLearn),
    CoverMediaId: course.coverMediaId,
    Step: 0,
    Sections: content.sectionRows.slice(0, L.sections).map((section, order) => ({
      Id: section.id,
      Title: cut(section.title, L.titleLength),
      Description: cut(section.description, L.lessonDescriptionLength),
      Order: order,
      Lessons: content.lessonRows
        .filter((r) => r.lesson.sectionId === section.id)
        .slice(0, L.lessonsPerSection)
        .map((row, i) => toLessonDraft(row, i, content)),
    })),
  };
}

/** The author's own course by id, or null. */
async function ownCourse(db: Db, authorId: string, courseId: string): Promise<CourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row && row.createdById === authorId ? row : null;
}

/** The draft to edit a course in: its own, or one built from its rows and linked to them. */
async function courseDraft(db: Db, authorId: string, course: CourseRow): Promise<DraftRow> {
  const existing = await draftOfCourse(db, authorId, course.id);
  if (existing) return existing;
  const payload = await payloadOfCourse(db, course);
  const identity = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, id]));
  const data: StoredDraft = {
    ...payload,
    [META_KEY]: {
      sectionRows: identity(payload.Sections.map((s) => s.Id)),
      lessonRows: identity(payload.Sections.flatMap((s) => s.Lessons.map((l) => l.Id))),
      publishedHash: contentHash(payload),
    },
  };
  const isPublished = course.published || course.lastPublishedAt !== null;
  return insertDraft(db, authorId, data, { courseId: course.id, isPublished });
}

/** The draft behind `id`, a draft id or a course id of the caller's; 404 otherwise. */
async function draftBehind(db: Db, authorId: string, id: string): Promise<DraftRow> {
  if (!isUuid(id)) throw courseNotFound();
  const course = await ownCourse(db, authorId, id);
  return course ? courseDraft(db, authorId, course) : ownDraft(db, authorId, id);
}

/** POST /instructor/courses/:id/edit */
export async function openForEdit(deps: Deps, authorId: string, id: string): Promise<CourseDraft> {
  return toDraft(deps.db, await draftBehind(deps.db, authorId, id));
}

const COPY = ' (copy)';

/** POST /instructor/courses/:id/duplicate: a new, never published draft with the same content. */
export async function duplicateCourse(deps: Deps, authorId: string, id: string): Promise<CourseDraft> {
  if (!isUuid(id)) throw courseNotFound();
  const course = await ownCourse(deps.db, authorId, id);
  const draft = course
    ? await draftOfCourse(deps.db, authorId, course.id)
    : await ownDraft(deps.db, authorId, id);
  const source = draft ? payloadOf(draft.data as StoredDraft) : await payloadOfCourse(deps.db, course!);
  const title = `${source.Title.trim().slice(0, L.titleLength - COPY.length)}${COPY}`;
  return toDraft(deps.db, await insertDraft(deps.db, authorId, { ...source, Title: title, Step: 0 }));
}
