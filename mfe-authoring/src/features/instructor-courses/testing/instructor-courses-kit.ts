// Page-test data for My Courses: one row of each kind the server lists.
import type { InstructorCourse, InstructorCourseList } from '@portal/shared-api/course-authoring';

let n = 0;
export function buildInstructorCourse(over: Partial<InstructorCourse> = {}): InstructorCourse {
  n += 1;
  const id = `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
  return {
    Id: id,
    DraftId: null,
    CourseId: id,
    Slug: `course-${n}`,
    Title: `Course ${n}`,
    Status: 'published',
    HasUnpublishedChanges: false,
    Students: 12,
    Rating: 4.5,
    ReviewCount: 8,
    RevenueCents: 125_050,
    PriceCents: 4_999,
    CoverUrl: null,
    Sections: 3,
    Lessons: 12,
    UpdatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

export const buildDraftRow = (over: Partial<InstructorCourse> = {}) =>
  buildInstructorCourse({
    Status: 'draft',
    CourseId: null,
    Slug: null,
    Students: 0,
    Rating: 0,
    ReviewCount: 0,
    RevenueCents: 0,
    ...over,
    DraftId: over.Id ?? null,
  });

export function buildInstructorCourseList(courses: InstructorCourse[]): InstructorCourseList {
  return {
    courses,
    totals: {
      Courses: courses.length,
      Published: courses.filter((c) => c.Status === 'published').length,
      Students: courses.reduce((sum, c) => sum + c.Students, 0),
      RevenueCents: courses.reduce((sum, c) => sum + c.RevenueCents, 0),
    },
  };
}
