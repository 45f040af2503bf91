import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import {
  seedBookmarksAndQuizzes,
  seedCart,
  seedCollections,
  seedNotes,
  seedNotifications,
  seedWishlist,
} from './activity.ts';
import { seedCatalog } from './catalog.ts';
import { seedOrders, seedPlansAndCoupons } from './commerce.ts';
import type { SeedContext } from './context.ts';
import { seedEnrollments } from './learner.ts';
import {
  seedAchievements,
  seedGoals,
  seedHistory,
  seedStudySessions,
  seedUserAchievements,
  seedVideoProgress,
} from './learning.ts';
import { seedMeetings } from './meetings.ts';
import { seedConversations } from './messages.ts';
import { CONVERSATIONS, MEETINGS } from './plan-community.ts';
import { INSTRUCTOR_POSTS, STUDENT2_POSTS, STUDENT_POSTS } from './plan-posts.ts';
import { STUDENT_NOTES, STUDENT_NOTIFICATIONS } from './plan-student-activity.ts';
import * as s2 from './plan-student2.ts';
import * as s1 from './plan-student.ts';
import { seedBlogPosts } from './posts.ts';
import { seedCourseRatings, seedReviews } from './reviews.ts';
import { seedSocial } from './social.ts';
import { hashDemoPasswords, seedUsers } from './users.ts';

export const DEMO_STUDENT_EMAIL = 'student@academy.test';
// Any constant shared by every process: two servers starting together must not both seed.
const SEED_LOCK_KEY = 724_201_927;

export interface SeedOptions {
  uploadDir: string;
  /** The instant demo dates are relative to; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  /** False when the demo data was already there and nothing changed. */
  seeded: boolean;
}

/** Loads the demo data in one transaction; a second run finds the demo student and changes nothing. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const exists = async (d: Pick<Db, 'select'>) =>
    (await d.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT_EMAIL)).limit(1))
      .length > 0;
  if (await exists(db)) return { seeded: false };
  // Hash outside the transaction: argon2 is slow on purpose and would hold the lock for nothing.
  const passwords = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await exists(tx)) return { seeded: false };
    const ctx: SeedContext = { tx, now: options.now ?? new Date(), uploadDir: options.uploadDir };
    const people = await seedUsers(ctx, passwords);
    const catalog = await seedCatalog(ctx, people);
    const { plans, coupons } = await seedPlansAndCoupons(ctx);
    const achievementIds = await seedAchievements(ctx);

    // student@academy.test
    const student = people.student!;
    await seedEnrollments(ctx, student, 'alexmorgan', catalog, s1.STUDENT_ENROLLMENTS);
    await seedOrders(ctx, student, catalog, s1.studentOrders(plans, coupons.welcome));
    await seedWishlist(ctx, student, catalog, s1.STUDENT_WISHLIST);
    await seedCart(ctx, student, catalog, ['seo-and-content-marketing']);
    await seedCollections(ctx, student, catalog, [
      [
        'Frontend path',
        'Courses for my move to full-stack work.',
        false,
        ['advanced-react-development', 'modern-css-techniques', 'nodejs-backend-development'],
      ],
      [
        'Weekend creativity',
        'Fun courses for slow Sundays.',
        true,
        ['photography-light-and-composition', 'brand-identity-design'],
      ],
    ]);
    await seedNotifications(ctx, student, 'alexmorgan', catalog, STUDENT_NOTIFICATIONS);
    await seedNotes(ctx, student, catalog, STUDENT_NOTES);
    await seedBookmarksAndQuizzes(ctx, student, catalog, 'advanced-react-development');
    const studentCourses = [
      'advanced-react-development',
      'postgresql-for-developers',
      'nodejs-backend-development',
      'modern-css-techniques',
    ];
    await seedStudySessions(
      ctx,
      student,
      studentCourses.map((slug) => catalog[slug]!.id),
      30,
      9,
    );
    await seedHistory(ctx, student, catalog, studentCourses, 30);
    await seedVideoProgress(ctx, student, catalog, 'advanced-react-development');
    await seedGoals(ctx, student, s1.STUDENT_GOALS);
    await seedUserAchievements(ctx, student, achievementIds, s1.STUDENT_ACHIEVEMENTS);
    await seedReviews(ctx, student, 'alexmorgan', catalog, people, s1.STUDENT_REVIEWS);

    // student2@academy.test
    const student2 = people.student2!;
    await seedEnrollments(ctx, student2, 'priyanair', catalog, s2.STUDENT2_ENROLLMENTS);
    await seedOrders(ctx, student2, catalog, s2.STUDENT2_ORDERS);
    await seedWishlist(ctx, student2, catalog, s2.STUDENT2_WISHLIST);
    await seedNotifications(ctx, student2, 'priyanair', catalog, s2.STUDENT2_NOTIFICATIONS);
    await seedNotes(ctx, student2, catalog, s2.STUDENT2_NOTES);
    const student2Courses = ['digital-marketing-strategy', 'photography-light-and-composition'];
    await seedStudySessions(
      ctx,
      student2,
      student2Courses.map((slug) => catalog[slug]!.id),
      12,
      2,
    );
    await seedHistory(ctx, student2, catalog, student2Courses, 8);
    await seedGoals(ctx, student2, s2.STUDENT2_GOALS);
    await seedUserAchievements(ctx, student2, achievementIds, s2.STUDENT2_ACHIEVEMENTS);
    await seedReviews(ctx, student2, 'priyanair', catalog, people, s2.STUDENT2_REVIEWS);

    // Shared community data
    const raters = ['student', 'student2', 'maya', 'lucas', 'amara', 'tom', 'instructor', 'instructor2'].map(
      (k) => people[k]!,
    );
    await seedCourseRatings(ctx, catalog, raters);
    await seedBlogPosts(ctx, people, 'student', STUDENT_POSTS);
    await seedBlogPosts(ctx, people, 'instructor', INSTRUCTOR_POSTS, 2);
    await seedBlogPosts(ctx, people, 'student2', STUDENT2_POSTS, 3);
    await seedConversations(ctx, people, CONVERSATIONS);
    await seedMeetings(ctx, people, catalog, MEETINGS);
    await seedSocial(ctx, people, catalog);
    return { seeded: true };
  });
}
