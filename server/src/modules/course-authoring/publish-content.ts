// A publish's sections, lessons and quiz questions. Rows the draft published before (found through the
// draft's Id → row links, see stored.ts) are updated in place so learners keep their completions, video
// positions, notes and quiz attempts; new ones are inserted and removed ones deleted.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  LessonDraft,
  QuizQuestionDraft,
  SectionDraft,
} from '@portal/shared-api/contract/course-authoring';
import type { Tx } from '../../platform/db/client.ts';
import type { PublishedVideo } from './draft-media.ts';
import { lessonTranscriptions, lessons, sections } from '../catalog/tables.ts';
import { quizQuestions } from '../player/tables.ts';
import type { videoCaptions } from '../video-streams/tables.ts';
import { sanitizeRichText } from '../../core/sanitize.ts';
import type { ServerMeta } from './stored.ts';

export type VideoRows = Map<string, PublishedVideo>;
/** Each video's caption tracks (video_captions), by video Id. */
export type VideoTracks = Map<string, (typeof videoCaptions.$inferSelect)[]>;
type LessonRow = Pick<typeof lessons.$inferSelect, 'id' | 'mediaId' | 'posterMediaId' | 'streamMediaId'>;

const byOrder = <T extends { Order: number }>(list: T[]) =>
  list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.Order - b.item.Order || a.index - b.index);

/** The author's minutes, or the video's own length (rounded up) when they left 0. */
export function lessonMinutes(lesson: LessonDraft, videos: VideoRows): number {
  if (lesson.Duration > 0) return lesson.Duration;
  const seconds =
    lesson.Type === 'video' && lesson.MediaId ? videos.get(lesson.MediaId)?.durationSeconds : null;
  return seconds ? Math.ceil(seconds / 60) : 0;
}

function lessonValues(lesson: LessonDraft, old: LessonRow | undefined, videos: VideoRows) {
  const isVideo = lesson.Type === 'video';
  const hasBody = lesson.Type === 'text' || lesson.Type === 'assignment';
  const video = isVideo && lesson.MediaId ? videos.get(lesson.MediaId) : undefined;
  // The adaptive stream and poster made for the same file stay; another file brings its own poster.
  const sameFile = Boolean(old && video && old.mediaId === video.id);
  return {
    title: lesson.Title.trim(),
    description: lesson.Description.trim(),
    type: lesson.Type,
    durationMinutes: lessonMinutes(lesson, videos),
    content: hasBody ? sanitizeRichText(lesson.Content) : null,
    mediaId: video?.id ?? null,
    // An uploaded video's ladder once made (the job links lessons itself when it finishes later); a seeded
    // lesson's shipped stream stays while its file does.
    streamMediaId: video?.streamManifestId ?? (sameFile ? (old?.streamMediaId ?? null) : null),
    posterMediaId: video ? (video.posterMediaId ?? (sameFile ? (old?.posterMediaId ?? null) : null)) : null,
  };
}

/** The quiz's questions by position: the first ones keep their ids (and so their attempts' answers). */
async function syncQuestions(tx: Tx, lessonId: string, drafts: QuizQuestionDraft[]) {
  const old = await tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.lessonId, lessonId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  for (const [position, question] of drafts.entries()) {
    const correct = [...new Set(question.CorrectOptions)].sort((a, b) => a - b);
    const values = {
      prompt: question.Prompt.trim(),
      options: question.Options.map((o) => o.trim()),
      kind: correct.length === 1 ? ('single' as const) : ('multiple' as const),
      correctOptions: correct,
      explanation: question.Explanation?.trim() ?? '',
      position,
    };
    const reuse = old[position];
    if (reuse) await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, reuse.id));
    else await tx.insert(quizQuestions).values({ ...values, lessonId });
  }
  const surplus = old.slice(drafts.length).map((q) => q.id);
  if (surplus.length) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, surplus));
}

/**
 * A video lesson's caption tracks are its video's: replaced when the video has tracks of its own or the
 * lesson's video changed. A lesson whose video has none keeps what it had (the seed's lessons).
 */
async function syncLessonCaptions(
  tx: Tx,
  lessonId: string,
  oldMediaId: string | null | undefined,
  mediaId: string | null,
  tracks: VideoTracks,
) {
  const own = mediaId ? (tracks.get(mediaId) ?? []) : [];
  if (own.length === 0 && (oldMediaId ?? null) === mediaId) return;
  await tx.delete(lessonTranscriptions).where(eq(lessonTranscriptions.lessonId, lessonId));
  if (own.length === 0) return;
  await tx.insert(lessonTranscriptions).values(
    own.map((track) => ({
      lessonId,
      language: track.language,
      label: track.label,
      isDefault: track.isDefault,
      mediaId: track.fileMediaId,
    })),
  );
}

async function upsertSection(
  tx: Tx,
  courseId: string,
  section: SectionDraft,
  position: number,
  rowId?: string,
) {
  const values = { title: section.Title.trim(), description: section.Description.trim(), position };
  if (rowId) {
    await tx.update(sections).set(values).where(eq(sections.id, rowId));
    return rowId;
  }
  const [row] = await tx
    .insert(sections)
    .values({ ...values, courseId })
    .returning({ id: sections.id });
  return row!.id;
}

async function upsertLesson(tx: Tx, values: typeof lessons.$inferInsert, rowId: string | undefined) {
  if (rowId) {
    await tx.update(lessons).set(values).where(eq(lessons.id, rowId));
    return rowId;
  }
  const [row] = await tx.insert(lessons).values(values).returning({ id: lessons.id });
  return row!.id;
}

/** Writes the draft's content into the course; answers the new Id → row links. */
export async function syncContent(
  tx: Tx,
  courseId: string,
  draft: { Sections: SectionDraft[] },
  meta: ServerMeta,
  videos: VideoRows,
  tracks: VideoTracks,
): Promise<Pick<ServerMeta, 'sectionRows' | 'lessonRows'>> {
  const oldSections = new Set(
    (await tx.select({ id: sections.id }).from(sections).where(eq(sections.courseId, courseId))).map(
      (r) => r.id,
    ),
  );
  const oldLessons = new Map<string, LessonRow>(
    (
      await tx
        .select({
          id: lessons.id,
          mediaId: lessons.mediaId,
          posterMediaId: lessons.posterMediaId,
          streamMediaId: lessons.streamMediaId,
        })
        .from(lessons)
        .innerJoin(sections, eq(sections.id, lessons.sectionId))
        .where(eq(sections.courseId, courseId))
    ).map((r) => [r.id, r]),
  );
  const sectionRows: Record<string, string> = {};
  const lessonRows: Record<string, string> = {};
  const kept = new Set<string>();
  // A link is used once: two draft items sharing an Id would otherwise both land on one row.
  const linked = (rowId: string | undefined, known: { has(id: string): boolean }) =>
    rowId && known.has(rowId) && !kept.has(rowId) ? rowId : undefined;

  for (const [position, { item: section }] of byOrder(draft.Sections).entries()) {
    const sectionId = await upsertSection(
      tx,
      courseId,
      section,
      position,
      linked(meta.sectionRows[section.Id], oldSections),
    );
    kept.add(sectionId);
    sectionRows[section.Id] = sectionId;
    for (const [lessonPosition, { item: lesson }] of byOrder(section.Lessons).entries()) {
      const reuse = linked(meta.lessonRows[lesson.Id], oldLessons);
      const values = {
        ...lessonValues(lesson, reuse ? oldLessons.get(reuse) : undefined, videos),
        sectionId,
        position: lessonPosition,
      };
      const lessonId = await upsertLesson(tx, values, reuse);
      await syncLessonCaptions(
        tx,
        lessonId,
        reuse ? oldLessons.get(reuse)?.mediaId : null,
        values.mediaId,
        tracks,
      );
      kept.add(lessonId);
      lessonRows[lesson.Id] = lessonId;
      if (lesson.Type === 'quiz' || reuse)
        await syncQuestions(tx, lessonId, lesson.Type === 'quiz' ? (lesson.Questions ?? []) : []);
    }
  }
  const goneLessons = [...oldLessons.keys()].filter((id) => !kept.has(id));
  if (goneLessons.length) await tx.delete(lessons).where(inArray(lessons.id, goneLessons));
  const keptSections = Object.values(sectionRows);
  await tx
    .delete(sections)
    .where(
      keptSections.length
        ? and(eq(sections.courseId, courseId), notInArray(sections.id, keptSections))
        : eq(sections.courseId, courseId),
    );
  return { sectionRows, lessonRows };
}
