import { randomBytes } from 'node:crypto';
import { certificates, enrollments, lessonCompletions } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { daysAgo } from './time.ts';

export interface EnrollmentPlan {
  course: string;
  progress: number;
  status: 'not_started' | 'in_progress' | 'completed' | 'paused';
  enrolledDaysAgo: number;
  lastAccessDaysAgo?: number;
  certificate?: 'issued' | 'pending' | 'expired';
}

export function verificationCode(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

/** Enrollments with matching lesson completions and certificates. */
export async function seedEnrollments(
  ctx: SeedContext,
  userId: string,
  userSlug: string,
  catalog: Catalog,
  plans: EnrollmentPlan[],
) {
  for (const plan of plans) {
    const course = catalog[plan.course]!;
    const done = Math.round((course.lessons.length * plan.progress) / 100);
    const completedAt =
      plan.status === 'completed' ? daysAgo(ctx.now, (plan.lastAccessDaysAgo ?? 0) + 1, 18) : null;
    await ctx.tx.insert(enrollments).values({
      userId,
      courseId: course.id,
      progress: plan.progress,
      status: plan.status,
      enrolledAt: daysAgo(ctx.now, plan.enrolledDaysAgo, 9),
      lastAccessedAt:
        plan.lastAccessDaysAgo === undefined ? null : daysAgo(ctx.now, plan.lastAccessDaysAgo, 20, 15),
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
        slug: `${userSlug}-${course.slug}`,
        userId,
        courseId: course.id,
        title: `Certificate of Completion: ${course.title}`,
        status: plan.certificate,
        issueDate: issued ? issueDate : null,
        // Certificates stay valid two years; the expired one was issued 400 days ago on a one-year track.
        expiryDate:
          plan.certificate === 'expired' ? daysAgo(ctx.now, 35) : issued ? daysAgo(ctx.now, -700) : null,
        verificationCode: verificationCode(),
        createdAt: issueDate ?? daysAgo(ctx.now, 2),
      });
    }
  }
}
