// Enrolments with the lesson completions their progress implies, the study time those lessons took and the
// certificates they earned. Progress and status are computed by the service's own rules, and a plan that
// contradicts them (or the certificate rules) fails the seed loudly.
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_VALID_DAYS } from '@portal/shared-api/contract/certificates';
import { MARK_COMPLETE_ABOVE } from '@portal/shared-api/contract/enrollments';
import { enrollmentStatus, progressShare } from './status.ts';
import { certificates } from '../certificates/tables.ts';
import { enrollments, lessonCompletions } from './tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { courseOf, type Catalog, type SeededCourse } from '../../seed/context.ts';
import type { SeededPerson } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo, daysFromNow } from '../../seed/time.ts';
import type { EnrollmentPlan } from './seed-data.ts';

const DAY = 86_400_000;

function verificationCode(): string {
  return randomBytes(12).toString('hex').toUpperCase();
}

function check(ok: boolean, plan: EnrollmentPlan, what: string) {
  if (!ok) throw new Error(`The demo enrolment in ${plan.course} ${what}`);
}

/** One study session per day a lesson was completed, as long as those lessons take. */
function sessionsOf(userId: string, course: SeededCourse, done: { lessonId: string; completedAt: Date }[]) {
  const byDay = new Map<string, { minutes: number; lessons: number; at: Date }>();
  for (const { lessonId, completedAt } of done) {
    const lesson = course.lessons.find((l) => l.id === lessonId)!;
    const day = completedAt.toISOString().slice(0, 10);
    const seen = byDay.get(day) ?? { minutes: 0, lessons: 0, at: completedAt };
    byDay.set(day, {
      minutes: seen.minutes + lesson.durationMinutes,
      lessons: seen.lessons + 1,
      at: seen.at,
    });
  }
  return [...byDay].map(([studiedOn, { minutes, lessons, at }]) => ({
    userId,
    courseId: course.id,
    studiedOn,
    minutes,
    points: Math.round(minutes / 3),
    lessonsCompleted: lessons,
    createdAt: at,
  }));
}

export async function seedEnrollments(
  ctx: SeedContext,
  person: SeededPerson,
  catalog: Catalog,
  plans: EnrollmentPlan[],
) {
  const userId = person.id;
  for (const plan of plans) {
    const course = courseOf(catalog, plan.course);
    const total = course.lessons.length;
    const doneCount = Math.round((total * plan.progress) / 100);
    const progress = progressShare(doneCount, total);
    const isCompleted = plan.status === 'completed';
    check(
      enrollmentStatus({ isCompleted, isPaused: plan.status === 'paused', progress }) === plan.status,
      plan,
      `is ${plan.status} at ${progress} %`,
    );
    check(!isCompleted || progress > MARK_COMPLETE_ABOVE, plan, 'is completed too early');
    check(
      (isCompleted && course.hasCertificate) ===
        (plan.certificate === 'issued' || plan.certificate === 'expired'),
      plan,
      'has a certificate that does not follow from its completion',
    );
    const completedAt = isCompleted ? daysAgo(ctx.now, (plan.lastAccessDaysAgo ?? 0) + 1, 18) : null;
    // Past dates only: daysAgo never answers a moment after the seed's now.
    const lastAccessedAt =
      plan.lastAccessDaysAgo === undefined ? null : daysAgo(ctx.now, plan.lastAccessDaysAgo, 20, 15);
    await ctx.tx.insert(enrollments).values({
      userId,
      courseId: course.id,
      progress,
      status: plan.status,
      enrolledAt: daysAgo(ctx.now, plan.enrolledDaysAgo, 9),
      lastAccessedAt,
      completedAt,
      lastLessonId: course.lessons[Math.min(doneCount, total - 1)]?.id ?? null,
      isFavorite: plan.favorite ?? false,
      isDownloaded: plan.downloaded ?? false,
      removedFromLibraryAt:
        plan.removedDaysAgo === undefined ? null : daysAgo(ctx.now, plan.removedDaysAgo, 11),
      dueAt: plan.dueDaysFromNow === undefined ? null : daysFromNow(ctx.now, plan.dueDaysFromNow, 17),
    });
    const done = course.lessons.slice(0, doneCount).map((lesson, i) => ({
      userId,
      lessonId: lesson.id,
      completedAt: daysAgo(ctx.now, Math.max(plan.lastAccessDaysAgo ?? 0, plan.enrolledDaysAgo - i - 1), 19),
    }));
    if (done.length > 0) {
      await ctx.tx.insert(lessonCompletions).values(done);
      await ctx.tx.insert(studySessions).values(sessionsOf(userId, course, done));
    }
    if (plan.certificate) {
      const issueDate = plan.certificate === 'pending' ? null : completedAt;
      const expiryDate = issueDate ? new Date(issueDate.getTime() + CERTIFICATE_VALID_DAYS * DAY) : null;
      check(
        plan.certificate !== 'pending' || !isCompleted,
        plan,
        'is completed with its certificate still pending',
      );
      check(
        !expiryDate || expiryDate < ctx.now === (plan.certificate === 'expired'),
        plan,
        `has a certificate ${plan.certificate} whose dates say otherwise`,
      );
      await ctx.tx.insert(certificates).values({
        slug: `${person.slug}-${course.slug}`,
        userId,
        courseId: course.id,
        title: `Certificate of Completion: ${course.title}`,
        status: plan.certificate,
        issueDate,
        expiryDate,
        verificationCode: verificationCode(),
        createdAt: issueDate ?? daysAgo(ctx.now, 2),
      });
    }
  }
}
