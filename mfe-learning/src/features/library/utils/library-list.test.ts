import { buildEnrolledCourse } from '@portal/shared-api/testing';
import {
  canMarkComplete,
  libraryStats,
  LIBRARY_DEFAULTS,
  parseLibraryParams,
  playerPath,
  sortLibrary,
} from './library-list.ts';

describe('parseLibraryParams', () => {
  it('reads every known value and falls back to the default for the rest', () => {
    expect(
      parseLibraryParams(new URLSearchParams('view=list&category=Design&status=paused&level=advanced')),
    ).toEqual({ ...LIBRARY_DEFAULTS, view: 'list', category: 'Design', status: 'paused', level: 'advanced' });
    expect(
      parseLibraryParams(new URLSearchParams('view=cards&category=design&sort=price&tab=shelf')),
    ).toEqual(LIBRARY_DEFAULTS);
  });
});

describe('sortLibrary', () => {
  it('puts never-opened courses last when sorting by last access', () => {
    const never = buildEnrolledCourse({ Title: 'A never opened', LastAccessedAt: null });
    const old = buildEnrolledCourse({ Title: 'B old', LastAccessedAt: '2026-01-01T00:00:00.000Z' });
    const recent = buildEnrolledCourse({ Title: 'C recent', LastAccessedAt: '2026-11-01T00:00:00.000Z' });
    expect(sortLibrary([never, old, recent], 'last_accessed').map((c) => c.Title)).toEqual([
      'C recent',
      'B old',
      'A never opened',
    ]);
  });
});

describe('libraryStats', () => {
  it('averages the rated courses only, and has no average without any', () => {
    const rated = [buildEnrolledCourse({ Rating: 4 }), buildEnrolledCourse({ Rating: 5 })];
    expect(libraryStats([...rated, buildEnrolledCourse({ Rating: 0 })]).averageRating).toBe(4.5);
    expect(libraryStats([buildEnrolledCourse({ Rating: 0 })]).averageRating).toBeNull();
  });
});

describe('canMarkComplete', () => {
  it('needs more than 80 % and a course not yet completed', () => {
    expect(canMarkComplete({ Status: 'in_progress', Progress: 81 })).toBe(true);
    expect(canMarkComplete({ Status: 'in_progress', Progress: 80 })).toBe(false);
    expect(canMarkComplete({ Status: 'paused', Progress: 90 })).toBe(true);
    expect(canMarkComplete({ Status: 'completed', Progress: 100 })).toBe(false);
  });
});

describe('playerPath', () => {
  it('opens the last lesson, or the course start without one', () => {
    expect(playerPath({ Slug: 'react', LastLessonId: 'l-4' })).toBe('/user/courses/react/read/l-4');
    expect(playerPath({ Slug: 'react', LastLessonId: null })).toBe('/user/courses/react/read');
  });
});
