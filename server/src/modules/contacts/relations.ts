// Who a person is connected with through real relations (docs/product/contacts.md#who-is-a-contact, issue
// 14): the instructors, teaching assistants, mentors and students of the courses they take, teach or help
// with, and the members of their study groups. Course contacts list these; Messages lets a person write to
// exactly these.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { courseTeamMembers } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { studyGroupMembers } from '../social/tables.ts';

export type CourseRelation = {
  userId: string;
  role: 'instructor' | 'ta' | 'mentor' | 'student';
  courseId: string;
  courseTitle: string;
  courseSlug: string;
};

/** The courses a person takes, teaches or helps with. */
export async function coursesOf(db: Db, userId: string): Promise<string[]> {
  const [taken, taught, helped] = await Promise.all([
    db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)),
    db.select({ id: courses.id }).from(courses).where(eq(courses.createdById, userId)),
    db
      .select({ id: courseTeamMembers.courseId })
      .from(courseTeamMembers)
      .where(eq(courseTeamMembers.userId, userId)),
  ]);
  return [...new Set([...taken, ...taught, ...helped].map((row) => row.id))];
}

/** Everyone else in those courses, once per person, course and role. */
export async function courseRelations(db: Db, userId: string): Promise<CourseRelation[]> {
  const ids = await coursesOf(db, userId);
  if (ids.length === 0) return [];
  const course = { courseId: courses.id, courseTitle: courses.title, courseSlug: courses.slug };
  const [instructors, team, students] = await Promise.all([
    db
      .select({ userId: courses.createdById, ...course })
      .from(courses)
      .where(and(inArray(courses.id, ids), ne(courses.createdById, userId))),
    db
      .select({ userId: courseTeamMembers.userId, role: courseTeamMembers.role, ...course })
      .from(courseTeamMembers)
      .innerJoin(courses, eq(courses.id, courseTeamMembers.courseId))
      .where(and(inArray(courseTeamMembers.courseId, ids), ne(courseTeamMembers.userId, userId))),
    db
      .select({ userId: enrollments.userId, ...course })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(inArray(enrollments.courseId, ids), ne(enrollments.userId, userId))),
  ]);
  return [
    ...instructors.map((row) => ({ ...row, role: 'instructor' as const })),
    ...team,
    ...students.map((row) => ({ ...row, role: 'student' as const })),
  ];
}

/** Members of the person's study groups (both active). */
export async function groupMates(db: Db, userId: string): Promise<string[]> {
  const mine = db
    .select({ groupId: studyGroupMembers.groupId })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.userId, userId), eq(studyGroupMembers.status, 'active')));
  const rows = await db
    .selectDistinct({ userId: studyGroupMembers.userId })
    .from(studyGroupMembers)
    .where(
      and(
        inArray(studyGroupMembers.groupId, mine),
        eq(studyGroupMembers.status, 'active'),
        ne(studyGroupMembers.userId, userId),
      ),
    );
  return rows.map((row) => row.userId);
}
