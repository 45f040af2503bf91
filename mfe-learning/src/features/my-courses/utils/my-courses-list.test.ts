import { buildEnrolledCourse } from '@portal/shared-api/testing';
import { matchesSearch, myCoursesStats, parseMyCoursesParams, sortCourses } from './my-courses-list.ts';

describe('parseMyCoursesParams', () => {
  it('reads q, sort and tab, and falls back to recent and all on unknown values', () => {
    expect(parseMyCoursesParams(new URLSearchParams('q=react&sort=title-desc&tab=completed'))).toEqual({
      q: 'react',
      sort: 'title-desc',
      tab: 'completed',
    });
    expect(parseMyCoursesParams(new URLSearchParams('sort=price&tab=paused'))).toEqual({
      q: '',
      sort: 'recent',
      tab: 'all',
    });
  });
});

describe('matchesSearch', () => {
  const course = buildEnrolledCourse({
    Title: 'Advanced React',
    Category: 'Programming',
    Instructor: { Id: 'i', Username: 'Jordan Lee', Avatar: null },
  });

  it('finds a course by title, instructor or category, ignoring case and outer spaces', () => {
    for (const q of ['react', 'JORDAN', ' programming ', '']) expect(matchesSearch(course, q)).toBe(true);
    expect(matchesSearch(course, 'design')).toBe(false);
  });
});

describe('sortCourses', () => {
  it('puts never-opened courses last when sorting by recent access', () => {
    const never = buildEnrolledCourse({ Title: 'Never', LastAccessedAt: null });
    const recent = buildEnrolledCourse({ Title: 'Recent', LastAccessedAt: '2026-11-01T00:00:00.000Z' });
    expect(sortCourses([never, recent], 'recent').map((c) => c.Title)).toEqual(['Recent', 'Never']);
  });
});

describe('myCoursesStats', () => {
  it('counts not-started and paused courses as in progress, and averages 0 without courses', () => {
    const courses = [
      buildEnrolledCourse({ Status: 'not_started', Progress: 0 }),
      buildEnrolledCourse({ Status: 'paused', Progress: 50 }),
      buildEnrolledCourse({ Status: 'completed', Progress: 100 }),
    ];
    expect(myCoursesStats(courses)).toEqual({ total: 3, inProgress: 2, completed: 1, averageProgress: 50 });
    expect(myCoursesStats([]).averageProgress).toBe(0);
  });
});
