import {
  cartItems,
  courseCollectionItems,
  courseCollections,
  courseNotes,
  notifications,
  playerBookmarks,
  quizAttempts,
  wishlists,
} from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { daysAgo, minutesFromNow, slugify } from './time.ts';

type NotificationType = 'course' | 'message' | 'warning' | 'error' | 'success' | 'system' | 'info';
type Priority = 'urgent' | 'high' | 'medium' | 'low';
/** [type, priority, title, message, minutes ago, read, action url, course slug] */
export type NotificationPlan = [
  NotificationType,
  Priority,
  string,
  string,
  number,
  boolean,
  string | null,
  string?,
][];

export async function seedNotifications(
  ctx: SeedContext,
  userId: string,
  userSlug: string,
  catalog: Catalog,
  plan: NotificationPlan,
) {
  await ctx.tx.insert(notifications).values(
    plan.map(([type, priority, title, message, minutesAgo, isRead, actionUrl, course], i) => ({
      slug: `${userSlug}-${slugify(title)}-${i + 1}`,
      userId,
      title,
      message,
      type,
      priority,
      isRead,
      actionUrl,
      courseId: course ? catalog[course]!.id : null,
      createdAt: minutesFromNow(ctx.now, -minutesAgo),
    })),
  );
}

/** [course slug, lesson index, title, content, seconds, tags, private, colour, days ago] */
export type NotePlan = [string, number, string, string, number, string[], boolean, string, number][];

export async function seedNotes(ctx: SeedContext, userId: string, catalog: Catalog, plan: NotePlan) {
  await ctx.tx.insert(courseNotes).values(
    plan.map(([slug, lessonIndex, title, content, seconds, tags, isPrivate, color, days]) => {
      const lesson = catalog[slug]!.lessons[lessonIndex]!;
      return {
        userId,
        courseId: catalog[slug]!.id,
        lessonId: lesson.id,
        lessonName: lesson.title,
        title,
        content,
        timestampSeconds: seconds,
        tags,
        isPrivate,
        color,
        createdAt: daysAgo(ctx.now, days, 20),
        updatedAt: daysAgo(ctx.now, Math.max(0, days - 1), 21),
      };
    }),
  );
}

export async function seedBookmarksAndQuizzes(
  ctx: SeedContext,
  userId: string,
  catalog: Catalog,
  slug: string,
) {
  const course = catalog[slug]!;
  const video = course.lessons.find((l) => l.type === 'video')!;
  await ctx.tx.insert(playerBookmarks).values([
    {
      userId,
      lessonId: video.id,
      note: 'Overview of the project we will build',
      timeSeconds: 3,
      createdAt: daysAgo(ctx.now, 6),
    },
    {
      userId,
      lessonId: video.id,
      note: 'Tip about taking notes in the player',
      timeSeconds: 7,
      createdAt: daysAgo(ctx.now, 6),
    },
  ]);
  const quiz = course.lessons.find((l) => l.type === 'quiz')!;
  await ctx.tx.insert(quizAttempts).values([
    { userId, lessonId: quiz.id, answers: {}, score: 67, createdAt: daysAgo(ctx.now, 9, 20) },
    { userId, lessonId: quiz.id, answers: {}, score: 100, createdAt: daysAgo(ctx.now, 8, 21) },
  ]);
}

/** [course slug, days ago, price alert] */
export async function seedWishlist(
  ctx: SeedContext,
  userId: string,
  catalog: Catalog,
  plan: [string, number, boolean][],
) {
  await ctx.tx.insert(wishlists).values(
    plan.map(([slug, days, priceAlert]) => ({
      userId,
      courseId: catalog[slug]!.id,
      priceAlert,
      createdAt: daysAgo(ctx.now, days, 12),
    })),
  );
}

export async function seedCart(ctx: SeedContext, userId: string, catalog: Catalog, slugs: string[]) {
  await ctx.tx
    .insert(cartItems)
    .values(slugs.map((slug) => ({ userId, courseId: catalog[slug]!.id, createdAt: daysAgo(ctx.now, 1) })));
}

/** [name, description, public, course slugs] */
export async function seedCollections(
  ctx: SeedContext,
  userId: string,
  catalog: Catalog,
  plan: [string, string, boolean, string[]][],
) {
  for (const [i, [name, description, isPublic, slugs]] of plan.entries()) {
    const [row] = await ctx.tx
      .insert(courseCollections)
      .values({ userId, name, description, isPublic, createdAt: daysAgo(ctx.now, 20 - i * 5) })
      .returning({ id: courseCollections.id });
    await ctx.tx.insert(courseCollectionItems).values(
      slugs.map((slug) => ({
        collectionId: row!.id,
        courseId: catalog[slug]!.id,
        addedAt: daysAgo(ctx.now, 15 - i * 5),
      })),
    );
  }
}
