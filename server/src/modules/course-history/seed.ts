// Study activity of one person: daily sessions (hours, streak, points), the history of lesson events and
// where videos were left.
import { and, desc, eq, sql } from 'drizzle-orm';
import { positionShare } from '../player/index.ts';
import { enrollments, lessonCompletions } from '../enrollments/tables.ts';
import { courseHistory, studySessions } from './tables.ts';
import { videoProgress } from '../player/tables.ts';
import type { SeededCourse } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { dayString, daysAgo } from '../../seed/time.ts';
import { CLIP_SECONDS } from '../../seed/media.ts';

/**
 * Daily study sessions over `days` days with a few gaps, ending with a streak of `streak` days up to today.
 * Minutes vary by weekday so the analytics charts have shape.
 */
export async function seedStudySessions(
  ctx: SeedContext,
  userId: string,
  courses: SeededCourse[],
  days: number,
  streak: number,
) {
  const rows = [];
  for (let d = days - 1; d >= 0; d -= 1) {
    const gap = d >= streak && d % 6 === 5;
    if (gap) continue;
    const minutes = 20 + ((d * 37) % 55) + (d % 7 === 0 ? 30 : 0);
    rows.push({
      userId,
      courseId: courses[d % courses.length]?.id ?? null,
      studiedOn: dayString(ctx.now, d),
      minutes,
      points: Math.round(minutes / 3),
      lessonsCompleted: minutes > 45 ? 2 : 1,
      createdAt: daysAgo(ctx.now, d, 21),
    });
  }
  await ctx.tx.insert(studySessions).values(rows);
}

const ACTIONS = ['started', 'viewed', 'paused', 'resumed', 'completed'] as const;
const DEVICES = ['desktop', 'desktop', 'mobile', 'tablet'] as const;
/** Mostly evenings, some mornings and lunch breaks, so the best study time is found, not fixed. */
const STUDY_HOURS = [19, 8, 20, 13, 21, 19, 7];

/** One or two history events per study day over the last `days` days, in the given courses. */
export async function seedHistory(ctx: SeedContext, userId: string, courses: SeededCourse[], days: number) {
  const rows = [];
  for (let d = 0; d < days; d += 1) {
    const course = courses[d % courses.length]!;
    const lesson = course.lessons[d % course.lessons.length]!;
    for (let k = 0; k < (d % 3 === 0 ? 2 : 1); k += 1) {
      const action = ACTIONS[(d + k * 4) % ACTIONS.length]!;
      rows.push({
        userId,
        courseId: course.id,
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        action,
        durationSeconds: 300 + ((d * 131 + k * 47) % 1500),
        progress: action === 'completed' ? 100 : (d * 17 + k * 29) % 95,
        deviceType: DEVICES[(d + k) % DEVICES.length]!,
        location: d % 4 === 2 ? 'Oakland, USA' : 'San Francisco, USA',
        videoPosition: lesson.type === 'video' ? (d * 7) % CLIP_SECONDS : null,
        occurredAt: daysAgo(ctx.now, d, STUDY_HOURS[d % STUDY_HOURS.length]! + k, (d * 13) % 60),
      });
    }
  }
  await ctx.tx.insert(courseHistory).values(rows);
}

/** Where the learner stopped the video Continue resumes: a little over half way, not yet complete. */
const LEFT_AT_SECONDS = 6.5;

/**
 * Where the videos of the course were left, consistent with the lessons completed: those watched to the
 * end, and one left half way, the enrolment's last lesson when it is an unwatched video (else the first
 * unwatched video, which becomes the last lesson). The course must be the one the person opened last, so
 * the dashboard's and the Library's Continue open the player on that video, mid-way.
 */
export async function seedVideoProgress(ctx: SeedContext, userId: string, course: SeededCourse) {
  const [latest] = await ctx.tx
    .select({
      courseId: enrollments.courseId,
      lastLessonId: enrollments.lastLessonId,
      lastAccessedAt: enrollments.lastAccessedAt,
    })
    .from(enrollments)
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`))
    .limit(1);
  if (latest?.courseId !== course.id)
    throw new Error(`The demo videos left half way are in ${course.slug}, not the course opened last`);
  const done = new Set(
    (
      await ctx.tx
        .select({ lessonId: lessonCompletions.lessonId })
        .from(lessonCompletions)
        .where(eq(lessonCompletions.userId, userId))
    ).map((row) => row.lessonId),
  );
  const videos = course.lessons.filter((l) => l.type === 'video');
  const last = videos.find((lesson) => lesson.id === latest.lastLessonId && !done.has(lesson.id));
  const current = last ?? videos.find((lesson) => !done.has(lesson.id));
  if (!current) throw new Error(`The demo course ${course.slug} has no video left to watch`);
  const watched = videos.filter((lesson) => done.has(lesson.id));
  const rows = watched.map((lesson, i) => ({
    userId,
    courseId: course.id,
    lessonId: lesson.id,
    currentTime: CLIP_SECONDS,
    duration: CLIP_SECONDS,
    progressPercentage: 100,
    completed: true,
    lastWatched: daysAgo(ctx.now, watched.length - i, 20),
  }));
  const left = positionShare(LEFT_AT_SECONDS, CLIP_SECONDS);
  if (left.isComplete) throw new Error('The demo video left half way would count as watched');
  rows.push({
    userId,
    courseId: course.id,
    lessonId: current.id,
    currentTime: left.position,
    duration: CLIP_SECONDS,
    progressPercentage: left.percentage,
    completed: false,
    lastWatched: latest.lastAccessedAt ?? daysAgo(ctx.now, 0),
  });
  await ctx.tx.insert(videoProgress).values(rows);
  await ctx.tx
    .update(enrollments)
    .set({ lastLessonId: current.id })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)));
}
