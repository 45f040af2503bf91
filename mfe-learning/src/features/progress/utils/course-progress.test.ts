import { buildEnrolledCourse } from '@portal/shared-api/testing';
import {
  completedLabel,
  hoursLabel,
  lessonsLabel,
  nextLessonPath,
  quizLabel,
  sortByProgressStatus,
} from './course-progress.ts';

describe('sortByProgressStatus', () => {
  it('orders in progress, paused, not started, completed', () => {
    const courses = (['completed', 'not_started', 'paused', 'in_progress'] as const).map((Status) =>
      buildEnrolledCourse({ Status, Title: Status }),
    );
    expect(sortByProgressStatus(courses).map((c) => c.Status)).toEqual([
      'in_progress',
      'paused',
      'not_started',
      'completed',
    ]);
  });
});

describe('course progress labels', () => {
  it('read as the page shows them', () => {
    expect(lessonsLabel({ CompletedLessons: 1, TotalLessons: 1 })).toBe('1 of 1 lesson');
    expect(lessonsLabel({ CompletedLessons: 4, TotalLessons: 10 })).toBe('4 of 10 lessons');
    expect(quizLabel(null)).toBe('No quizzes taken');
    expect(quizLabel(92)).toBe('92%');
    expect(hoursLabel(12.5)).toBe('12h 30m');
    expect(hoursLabel(0)).toBe('0m');
    expect(completedLabel(null)).toBe('Course completed');
  });

  it('link Continue to the next lesson, or to the course start without one', () => {
    expect(nextLessonPath({ Slug: 'react', NextLesson: { Id: 'l-5', Title: 'Hooks' } })).toBe(
      '/user/courses/react/read/l-5',
    );
    expect(nextLessonPath({ Slug: 'react', NextLesson: null })).toBe('/user/courses/react/read');
  });
});
