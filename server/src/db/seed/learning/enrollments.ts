// Enrolments with the lesson completions their progress implies and the certificates they earned.
import { randomBytes } from 'node:crypto';
import { certificates, enrollments, lessonCompletions } from '../../schema/index.ts';
import { courseOf, type Catalog } from '../catalog/index.ts';
import type { SeededPerson } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { daysAgo, daysFromNow } from '../shared/time.ts';
import type { EnrollmentPlan } from './enrollment-data.ts';

function verificationCode(): string {
  return randomBytes(6).toString('hex').toUpperCase();
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
    const done = Math.round((course.lessons.length * plan.progress) / 100);
    const completedAt =
      plan.status === 'completed' ? daysAgo(ctx.now, (plan.lastAccessDaysAgo ?? 0) + 1, 18) : null;
    // "Today in the evening" lies in the future when the seed runs in the morning: never past now.
    const lastAccessedAt =
      plan.lastAccessDaysAgo === undefined ? null : daysAgo(ctx.now, plan.lastAccessDaysAgo, 20, 15);
    await ctx.tx.insert(enrollments).values({
      userId,
      courseId: course.id,
      progress: plan.progress,
      status: plan.status,
      enrolledAt: daysAgo(ctx.now, plan.enrolledDaysAgo, 9),
      lastAccessedAt,
      completedAt,
      lastLessonId: course.lessons[Math.min(done, course.lessons.length - 1)]?.id ?? null,
    });
    if (done > 0) {
      await ctx.tx.insert(lessonCompletions).values(
        course.lessons.slice(0, done).map((lesson, i) => ({
          userId,
          lessonId: lesson.id,
          completedAt: daysAgo(
            ctx.now,
            Math.max(plan.lastAccessDaysAgo ?? 0, plan.enrolledDaysAgo - i - 1),
            19,
          ),
        })),
      );
    }
    if (plan.certificate) {
      const issued = plan.certificate !== 'pending';
      const issueDate = plan.certificate === 'expired' ? daysAgo(ctx.now, 400) : completedAt;
      await ctx.tx.insert(certificates).values({
        slug: `${person.slug}-${course.slug}`,
        userId,
        courseId: course.id,
        title: `Certificate of Completion: ${course.title}`,
        status: plan.certificate,
        issueDate: issued ? issueDate : null,
        // Certificates stay valid two years; the expired one was issued 400 days ago on a one-year track.
        expiryDate:
          plan.certificate === 'expired' ? daysAgo(ctx.now, 35) : issued ? daysFromNow(ctx.now, 700) : null,
        verificationCode: verificationCode(),
        createdAt: issueDate ?? daysAgo(ctx.now, 2),
      });
    }
  }
}
