// Learning: enrolments (with progress and certificates), notes, bookmarks and quiz attempts, study
// sessions, history, video positions, goals and achievements, for each demo person who studies.
import { courseOf, type Catalog } from './context.ts';
import { perPerson, type People } from './context.ts';
import type { SeedContext } from './context.ts';
import { seedHistory, seedStudySessions, seedVideoProgress } from '../modules/course-history/seed.ts';
import { STUDY } from '../modules/course-history/seed-data.ts';
import { ENROLLMENTS } from '../modules/enrollments/seed-data.ts';
import { seedEnrollments } from '../modules/enrollments/seed.ts';
import { EARNED, GOALS } from '../modules/achievements/seed-data.ts';
import { seedAchievements, seedGoals, seedUserAchievements } from '../modules/achievements/seed.ts';
import { NOTES } from '../modules/course-notes/seed-data.ts';
import { seedNotes, seedPractice } from '../modules/course-notes/seed.ts';

export async function seedLearning(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  await seedAchievements(ctx);
  for (const [person, plans] of perPerson(people, ENROLLMENTS)) {
    await seedEnrollments(ctx, person, catalog, plans);
  }
  for (const [person, plan] of perPerson(people, NOTES)) {
    await seedNotes(ctx, person.id, catalog, plan);
  }
  for (const [person, plan] of perPerson(people, STUDY)) {
    const courses = plan.courses.map((slug) => courseOf(catalog, slug));
    await seedStudySessions(ctx, person.id, courses, plan.sessionDays, plan.streak);
    await seedHistory(ctx, person.id, courses, plan.historyDays);
    if (plan.videoCourse) await seedVideoProgress(ctx, person.id, courseOf(catalog, plan.videoCourse));
    if (plan.practiceCourse) await seedPractice(ctx, person.id, courseOf(catalog, plan.practiceCourse));
  }
  for (const [person, plans] of perPerson(people, GOALS)) {
    await seedGoals(ctx, person.id, plans);
  }
}

/** Achievements unlocked by the activity of the whole seed: call it last. */
export async function seedAchievementUnlocks(ctx: SeedContext, people: People) {
  for (const [person, plan] of perPerson(people, EARNED)) {
    await seedUserAchievements(ctx, person.id, plan);
  }
}
