// The moderation queue's demo data (issue 15): open reports on two lessons, a blog post, a social post and a
// social comment, one report already dismissed with its audit record, and feedback (two open, one handled).
// Pending reviews come from the reviews seed. Targets are read back from what earlier domains seeded.
import { asc, eq, ne } from 'drizzle-orm';
import { blogPosts } from '../posts/tables.ts';
import { contentReports, moderationActions } from './tables.ts';
import { feedback } from '../help/tables.ts';
import { socialPostComments, socialPosts } from '../social/tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import type { People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { minutesFromNow } from '../../seed/time.ts';
import {
  DISMISSED_REPORT,
  FEEDBACK,
  LESSON_REPORTS,
  POST_REPORT,
  REPORTED_COURSE,
  SOCIAL_COMMENT_REPORT,
  SOCIAL_POST_REPORT,
  type ReportPlan,
} from './seed-data.ts';

type Target = Pick<
  typeof contentReports.$inferInsert,
  'courseId' | 'lessonId' | 'postId' | 'socialPostId' | 'socialCommentId'
>;

const hoursAgo = (ctx: SeedContext, hours: number) => minutesFromNow(ctx.now, -hours * 60);

async function firstOf<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`The moderation seed found no ${what}`);
  return row;
}

export async function seedModeration(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  const { tx } = ctx;
  const report = (plan: ReportPlan, target: Target) => ({
    ...target,
    reporterId: people[plan.reporter].id,
    reason: plan.reason,
    description: plan.description,
    createdAt: hoursAgo(ctx, plan.hoursAgo),
  });
  const course = courseOf(catalog, REPORTED_COURSE);
  const post = await firstOf(
    tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(ne(blogPosts.authorId, people[POST_REPORT.reporter].id))
      .orderBy(asc(blogPosts.createdAt))
      .limit(1),
    'blog post',
  );
  const socialPostBy = (author: keyof People) =>
    firstOf(
      tx
        .select({ id: socialPosts.id })
        .from(socialPosts)
        .where(eq(socialPosts.authorId, people[author].id))
        .orderBy(asc(socialPosts.createdAt))
        .limit(1),
      `social post by ${author}`,
    );
  const comment = await firstOf(
    tx
      .select({ id: socialPostComments.id })
      .from(socialPostComments)
      .where(eq(socialPostComments.authorId, people[SOCIAL_COMMENT_REPORT.author].id))
      .limit(1),
    'social comment',
  );

  await tx
    .insert(contentReports)
    .values([
      ...LESSON_REPORTS.map((plan) =>
        report(plan, { courseId: course.id, lessonId: course.lessons[plan.lesson]!.id }),
      ),
      report(POST_REPORT, { postId: post.id }),
      report(SOCIAL_POST_REPORT, { socialPostId: (await socialPostBy(SOCIAL_POST_REPORT.author)).id }),
      report(SOCIAL_COMMENT_REPORT, { socialCommentId: comment.id }),
    ]);

  const admin = people.admin.id;
  const decidedAt = hoursAgo(ctx, DISMISSED_REPORT.decidedHoursAgo);
  const [dismissed] = await tx
    .insert(contentReports)
    .values({
      ...report(DISMISSED_REPORT, { socialPostId: (await socialPostBy(DISMISSED_REPORT.author)).id }),
      status: 'dismissed',
      resolvedById: admin,
      resolvedAt: decidedAt,
    })
    .returning({ id: contentReports.id });
  await tx.insert(moderationActions).values({
    moderatorId: admin,
    action: 'dismiss_report',
    reportId: dismissed!.id,
    note: DISMISSED_REPORT.note,
    createdAt: decidedAt,
  });

  for (const plan of FEEDBACK) {
    const handledAt = plan.handledHoursAgo === undefined ? null : hoursAgo(ctx, plan.handledHoursAgo);
    const [row] = await tx
      .insert(feedback)
      .values({
        userId: people[plan.sender].id,
        type: plan.type,
        rating: plan.rating,
        subject: plan.subject,
        message: plan.message,
        email: people[plan.sender].email,
        priority: plan.priority ?? null,
        createdAt: hoursAgo(ctx, plan.hoursAgo),
        handledAt,
        handledById: handledAt ? admin : null,
      })
      .returning({ id: feedback.id });
    if (handledAt)
      await tx
        .insert(moderationActions)
        .values({ moderatorId: admin, action: 'handle_feedback', feedbackId: row!.id, createdAt: handledAt });
  }
}
