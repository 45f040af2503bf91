// GET /api/player/courses/{slug}: the course as the player reads it (docs/product/player.md#player-course):
// sections and their contents with what each type needs, the learner's ticks and where they were. A fixed
// number of queries whatever the size of the course: two to four for the access check, then two, then three.
import { and, asc, avg, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUIZ_PASS_MARK, type PlayerContent, type PlayerCourse } from '@portal/shared-api/contract/player';
import type { Deps } from '../../core/deps.ts';
import { courseRatings, courses, lessonTranscriptions, lessons, sections } from '../catalog/tables.ts';
import { lessonCompletions } from '../enrollments/tables.ts';
import { medias } from '../medias/tables.ts';
import { videoStreams } from '../video-streams/tables.ts';
import { quizAttempts, quizQuestions } from './tables.ts';
import { users } from '../users/tables.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { plainText, sanitizeRichText } from '../../core/sanitize.ts';
import { progressShare } from '../enrollments/index.ts';
import { readableCourse } from '../course-access/index.ts';
import { type Caller } from '../../core/caller.ts';
import { displayNameOf } from '../people/index.ts';
import { courseLength, lessonLength } from '../catalog/index.ts';
import { DOWNLOAD_FILE } from '../video-streams/index.ts';

const file = alias(medias, 'file');
const stream = alias(medias, 'stream');
const poster = alias(medias, 'poster');
const cover = alias(medias, 'cover');
const avatar = alias(medias, 'avatar');
const captions = alias(medias, 'captions');

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const languageLabel = (code: string) => {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
};
const urlOf = (media: { subDir: string; hashname: string } | null) => (media ? mediaUrl(media) : null);

/** Rich text as one line of plain text: blocks end with a space, so "<p>A</p><p>B</p>" reads "A B". */
const summaryOf = (html: string) =>
  plainText(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '))
    .replace(/\s+/g, ' ')
    .trim();

async function readHeader(deps: Deps, courseId: string) {
  const [row] = await deps.db
    .select({
      course: courses,
      instructor: { id: users.id, firstname: users.firstname, lastname: users.lastname, about: users.about },
      cover: { subDir: cover.subDir, hashname: cover.hashname },
      avatar: { subDir: avatar.subDir, hashname: avatar.hashname },
      rating: sql<number>`(select coalesce(${avg(courseRatings.rating)}, 0) from ${courseRatings}
        where ${courseRatings.courseId} = ${courses.id})`.mapWith(Number),
      ratingCount: sql<number>`(select ${count()} from ${courseRatings}
        where ${courseRatings.courseId} = ${courses.id})`.mapWith(Number),
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.createdById))
    .leftJoin(cover, eq(cover.id, courses.coverMediaId))
    .leftJoin(avatar, eq(avatar.id, users.photoMediaId))
    .where(eq(courses.id, courseId));
  return row!;
}

function readLessons(deps: Deps, courseId: string, userId: string) {
  return (
    deps.db
      .select({
        section: { id: sections.id, title: sections.title, description: sections.description },
        lesson: lessons,
        file: { subDir: file.subDir, hashname: file.hashname },
        stream: { subDir: stream.subDir, hashname: stream.hashname },
        poster: { subDir: poster.subDir, hashname: poster.hashname },
        streamStatus: videoStreams.status,
        completed: sql<boolean>`${lessonCompletions.userId} is not null`,
      })
      .from(sections)
      // A lesson a moderator hid is no longer listed.
      .leftJoin(lessons, and(eq(lessons.sectionId, sections.id), isNull(lessons.hiddenAt)))
      .leftJoin(file, eq(file.id, lessons.mediaId))
      .leftJoin(stream, eq(stream.id, lessons.streamMediaId))
      .leftJoin(poster, eq(poster.id, lessons.posterMediaId))
      .leftJoin(videoStreams, eq(videoStreams.mediaId, lessons.mediaId))
      .leftJoin(
        lessonCompletions,
        and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, userId)),
      )
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.position), asc(sections.id), asc(lessons.position), asc(lessons.id))
  );
}

async function readExtras(deps: Deps, lessonIds: string[], quizIds: string[], userId: string) {
  const none = Promise.resolve([]);
  const [tracks, questions, attempts] = await Promise.all([
    lessonIds.length === 0
      ? none
      : deps.db
          .select({
            lessonId: lessonTranscriptions.lessonId,
            language: lessonTranscriptions.language,
            label: lessonTranscriptions.label,
            isDefault: lessonTranscriptions.isDefault,
            subDir: captions.subDir,
            hashname: captions.hashname,
          })
          .from(lessonTranscriptions)
          .innerJoin(captions, eq(captions.id, lessonTranscriptions.mediaId))
          .where(inArray(lessonTranscriptions.lessonId, lessonIds))
          .orderBy(asc(lessonTranscriptions.language)),
    quizIds.length === 0
      ? none
      : deps.db
          .select({
            id: quizQuestions.id,
            lessonId: quizQuestions.lessonId,
            prompt: quizQuestions.prompt,
            kind: quizQuestions.kind,
            options: quizQuestions.options,
          })
          .from(quizQuestions)
          .where(inArray(quizQuestions.lessonId, quizIds))
          .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    quizIds.length === 0
      ? none
      : deps.db
          .select({ lessonId: quizAttempts.lessonId, best: max(quizAttempts.score), attempts: count() })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.lessonId, quizIds)))
          .groupBy(quizAttempts.lessonId),
  ]);
  return { tracks, questions, attempts };
}

type LessonRow = Awaited<ReturnType<typeof readLessons>>[number];
type Extras = Awaited<ReturnType<typeof readExtras>>;

function toContent(row: LessonRow, extras: Extras): PlayerContent {
  const lesson = row.lesson!;
  const isQuiz = lesson.type === 'quiz';
  const attempt = extras.attempts.find((a) => a.lessonId === lesson.id);
  return {
    id: lesson.id,
    title: lesson.title,
    type: lesson.type,
    durationMinutes: lessonLength(lesson.durationMinutes),
    completed: row.completed,
    description: lesson.description,
    // Once an upload's ladder is ready, Download is its progressive 720p file rather than the original.
    url:
      row.streamStatus === 'ready' && row.stream
        ? mediaUrl({ subDir: row.stream.subDir, hashname: DOWNLOAD_FILE })
        : urlOf(row.file),
    streamUrl: urlOf(row.stream),
    streamStatus: row.streamStatus,
    poster: urlOf(row.poster),
    youtubeLink: lesson.youtubeLink,
    vimeoLink: lesson.vimeoLink,
    mediaId: lesson.mediaId,
    transcriptions: extras.tracks
      .filter((track) => track.lessonId === lesson.id)
      .map((track) => ({
        language: track.language,
        label: track.label ?? languageLabel(track.language),
        url: mediaUrl(track),
        default: track.isDefault,
      })),
    html:
      (lesson.type === 'text' || lesson.type === 'assignment') && lesson.content
        ? sanitizeRichText(lesson.content)
        : null,
    quiz: isQuiz
      ? {
          questions: extras.questions
            .filter((q) => q.lessonId === lesson.id)
            .map(({ id, prompt, kind, options }) => ({ id, prompt, kind, options })),
          passMark: QUIZ_PASS_MARK,
          bestScore: attempt?.best ?? null,
          attempts: attempt?.attempts ?? 0,
        }
      : null,
  };
}

export async function getPlayerCourse(deps: Deps, caller: Caller, slug: string): Promise<PlayerCourse> {
  const ref = await readableCourse(deps, caller, { slug });
  const { enrollment } = ref;
  const [header, rows] = await Promise.all([readHeader(deps, ref.id), readLessons(deps, ref.id, caller.id)]);
  const lessonRows = rows.filter((row) => row.lesson !== null);
  const extras = await readExtras(
    deps,
    lessonRows.map((row) => row.lesson!.id),
    lessonRows.filter((row) => row.lesson!.type === 'quiz').map((row) => row.lesson!.id),
    caller.id,
  );
  const sectionList: PlayerCourse['sections'] = [];
  for (const row of rows) {
    let section = sectionList.at(-1);
    if (section?.id !== row.section.id) {
      section = { ...row.section, contents: [] };
      sectionList.push(section);
    }
    if (row.lesson) section.contents.push(toContent(row, extras));
  }
  const { course, instructor } = header;
  const completedLessons = lessonRows.filter((row) => row.completed).length;
  const name = displayNameOf(instructor);
  return {
    id: course.id,
    slug: course.slug,
    title: course.title || 'Untitled Course',
    description: summaryOf(course.resume) || summaryOf(course.shortDescription) || 'No description available',
    instructor: {
      id: instructor.id,
      name: name || 'Unknown Instructor',
      avatar: urlOf(header.avatar),
      bio: instructor.about?.trim() || 'No bio available',
    },
    thumbnail: urlOf(header.cover),
    durationMinutes: courseLength(course.durationMinutes, sectionList.length),
    rating: Math.round(header.rating * 10) / 10,
    reviewCount: header.ratingCount,
    lastUpdated: (course.lastPublishedAt ?? course.updatedAt).toISOString(),
    sections: sectionList,
    progress: {
      completedLessons,
      totalLessons: lessonRows.length,
      percentage: enrollment?.progress ?? progressShare(completedLessons, lessonRows.length),
      lastAccessedLessonId: enrollment?.lastLessonId ?? null,
    },
  };
}
