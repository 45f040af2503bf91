// Learning: enrolments (with progress and certificates), notes, bookmarks and quiz attempts, study
// sessions, history, video positions, goals and achievements, for each demo person who studies.
import { courseOf, type Catalog } from '../catalog/index.ts';
import { perPerson, type People } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { seedHistory, seedStudySessions, seedVideoProgress } from './activity.ts';
import { STUDY } from './activity-data.ts';
import { ENROLLMENTS } from './enrollment-data.ts';
import { seedEnrollments } from './enrollments.ts';
import { EARNED, GOALS } from './goal-data.ts';
import { seedAchievements, seedGoals, seedUserAchievements } from './goals.ts';
import { NOTES } from './note-data.ts';
import { seedNotes, seedPractice } from './notes.ts';

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
