// POST /api/course-drafts/:id/publish: the draft becomes (or updates) a catalogue course in one transaction.
// Prices, owner and status come from the stored draft and the caller, never from the request. The catalogue
// needs nothing more: the search document is a generated column, catalog_words and the student and rating
// counts are kept by triggers (migration 0006).
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { CourseDraftPayload, PublishAnswer } from '@portal/shared-api/contract/course-authoring';
import type { CourseLevel } from '@portal/shared-api/contract/enrollments';
import type { Tx } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { courseDrafts } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { videoCaptions } from '../video-streams/tables.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import { slugify } from '../../core/slug.ts';
import { checkDraftMedia, videoRows } from './draft-media.ts';
import { ownDraft, toDraft } from './drafts.ts';
import { lessonMinutes, syncContent, type VideoRows, type VideoTracks } from './publish-content.ts';
import { validateForPublish, type CategoryIds } from './publish-validate.ts';
import { META_KEY, contentHash, emptyMeta, metaOf, payloadOf, type StoredDraft } from './stored.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
const tidy = (list: string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

/** The catalogue's fields of the course, from the draft alone. */
function courseFields(draft: CourseDraftPayload, ids: CategoryIds, videos: VideoRows, now: Date) {
  const discounted = !draft.IsFree && draft.DiscountPrice > 0;
  return {
    title: draft.Title.trim(),
    resume: sanitizeRichText(draft.Description),
    shortDescription: draft.ShortDescription.trim(),
    ...ids,
    level: draft.Level as CourseLevel,
    language: draft.Language,
    priceCents: draft.IsFree ? 0 : cents(discounted ? draft.DiscountPrice : draft.Price),
    originalPriceCents: discounted ? cents(draft.Price) : null,
    saleEndsAt: null,
    keywords: tidy(draft.Tags),
    requirements: tidy(draft.Requirements),
    whatYouWillLearn: tidy(draft.WhatYouWillLearn),
    coverMediaId: draft.CoverMediaId ?? null,
    durationMinutes: draft.Sections.flatMap((s) => s.Lessons).reduce(
      (sum, lesson) => sum + lessonMinutes(lesson, videos),
      0,
    ),
    published: true,
    archived: false,
    lastPublishedAt: now,
    updatedAt: now,
  };
}

/** The title's slug, or with -2, -3… when another course has it. Kept for good once published. */
async function freeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title, 80) || 'course';
  const rows = await tx
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The caption tracks of the draft's videos, by video. */
async function videoTracks(tx: Tx, videos: VideoRows): Promise<VideoTracks> {
  const found: VideoTracks = new Map();
  if (videos.size === 0) return found;
  const rows = await tx
    .select()
    .from(videoCaptions)
    .where(inArray(videoCaptions.mediaId, [...videos.keys()]));
  for (const row of rows) found.set(row.mediaId, [...(found.get(row.mediaId) ?? []), row]);
  return found;
}

/** The course this draft published before, when it still exists and is still the author's. */
async function publishedCourse(tx: Tx, authorId: string, courseId: string | null) {
  if (!courseId) return null;
  const [row] = await tx
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.createdById, authorId)))
    .limit(1);
  return row ?? null;
}

/**
 * The course's files become readable by its learners (visibility 'course', see the medias module's
 * canReadMedia) and the cover by everyone, as the catalogue shows it. A file already serving another
 * course stays with that one.
 */
async function bindMedia(
  tx: Tx,
  authorId: string,
  courseId: string,
  draft: CourseDraftPayload,
  videos: VideoRows,
  tracks: VideoTracks,
) {
  const bind = async (id: string, visibility: 'course' | 'public') =>
    tx
      .update(medias)
      .set({ courseId, visibility })
      .where(
        and(
          eq(medias.id, id),
          eq(medias.ownerId, authorId),
          or(eq(medias.courseId, courseId), isNull(medias.courseId)),
        ),
      );
  for (const video of videos.values()) {
    await bind(video.id, 'course');
    if (video.posterMediaId) await bind(video.posterMediaId, 'course');
    if (video.streamManifestId) await bind(video.streamManifestId, 'course');
    for (const track of tracks.get(video.id) ?? []) await bind(track.fileMediaId, 'course');
  }
  if (draft.CoverMediaId) await bind(draft.CoverMediaId, 'public');
}

export async function publishDraft(deps: Deps, authorId: string, draftId: string): Promise<PublishAnswer> {
  const row = await ownDraft(deps.db, authorId, draftId);
  const stored = row.data as StoredDraft;
  const draft = payloadOf(stored);
  const ids = await validateForPublish(deps.db, draft);
  await checkDraftMedia(deps.db, authorId, draft);
  const videos = await videoRows(deps.db, draft);
  const now = deps.clock.now();
  const fields = courseFields(draft, ids, videos, now);

  const slug = await deps.db.transaction(async (tx) => {
    const existing = await publishedCourse(tx, authorId, row.courseId);
    let course = existing;
    if (course) await tx.update(courses).set(fields).where(eq(courses.id, course.id));
    else {
      const [inserted] = await tx
        .insert(courses)
        .values({ ...fields, slug: await freeSlug(tx, fields.title), createdById: authorId })
        .returning({ id: courses.id, slug: courses.slug });
      course = inserted!;
    }
    // Rows linked before belong to the course they were published into; a new course starts afresh.
    const meta = existing ? metaOf(stored) : emptyMeta();
    const tracks = await videoTracks(tx, videos);
    const links = await syncContent(tx, course.id, draft, meta, videos, tracks);
    await bindMedia(tx, authorId, course.id, draft, videos, tracks);
    const data: StoredDraft = { ...draft, [META_KEY]: { ...links, publishedHash: contentHash(draft) } };
    await tx
      .update(courseDrafts)
      .set({ courseId: course.id, isPublished: true, data, updatedAt: now })
      .where(eq(courseDrafts.id, row.id));
    return course.slug;
  });
  return {
    draft: await toDraft(deps.db, await ownDraft(deps.db, authorId, draftId)),
    courseSlug: slug,
    courseUrl: `/courses/${slug}`,
  };
}
