// Courses with their sections and lessons.
import type { Db } from '../../platform/db/client.ts';
import { courseRatings, courses, lessons, sections } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type LessonRow = typeof lessons.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
export type LessonInput = Partial<Omit<typeof lessons.$inferInsert, 'id' | 'sectionId'>>;
export type SectionInput = Partial<Omit<typeof sections.$inferInsert, 'id' | 'courseId'>> & {
  lessons?: LessonInput[];
};
export type CourseOverrides = Partial<Omit<typeof courses.$inferInsert, 'id' | 'createdById'>> & {
  instructorId: string;
  sections?: SectionInput[];
};
export type TestCourse = typeof courses.$inferSelect & {
  sections: (SectionRow & { lessons: LessonRow[] })[];
  /** Every lesson in course order. */
  lessons: LessonRow[];
};

/** Sections holding that many lessons each: `lessonSections(2, 2)` is a course of 4 lessons in 2 sections. */
export function lessonSections(...counts: number[]): SectionInput[] {
  return counts.map((n) => ({ lessons: Array.from({ length: n }, () => ({})) }));
}

/** A published course at $49.00 with no sections unless told otherwise. */
export async function createCourse(db: Db, overrides: CourseOverrides): Promise<TestCourse> {
  const n = nextNumber();
  const { instructorId, sections: sectionInputs = [], ...fields } = overrides;
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${n}`,
      title: `Course ${n}`,
      priceCents: 4900,
      published: true,
      ...fields,
      createdById: instructorId,
    })
    .returning();
  const created: TestCourse['sections'] = [];
  for (const [position, { lessons: lessonInputs = [], ...section }] of sectionInputs.entries()) {
    const [row] = await db
      .insert(sections)
      .values({ title: `Section ${position + 1}`, position, ...section, courseId: course!.id })
      .returning();
    const lessonRows = lessonInputs.length
      ? await db
          .insert(lessons)
          .values(
            lessonInputs.map((lesson, i) => ({
              title: `Lesson ${position + 1}.${i + 1}`,
              position: i,
              ...lesson,
              sectionId: row!.id,
            })),
          )
          .returning()
      : [];
    created.push({ ...row!, lessons: lessonRows.sort((a, b) => a.position - b.position) });
  }
  return { ...course!, sections: created, lessons: created.flatMap((s) => s.lessons) };
}

/** Star ratings of a course, one per user given. */
export async function rateCourse(
  db: Db,
  course: { id: string },
  ratings: { user: { id: string }; rating: number }[],
): Promise<void> {
  await db
    .insert(courseRatings)
    .values(ratings.map(({ user, rating }) => ({ courseId: course.id, userId: user.id, rating })));
}
