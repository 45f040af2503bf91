import { ApiError } from '@portal/shared-api/core';
import type { OfflineCourse } from '@portal/shared-api/offline';
import type { PlayerCourse } from '@portal/shared-api/player';
import { sortStoredCourses } from './lapsed.ts';

const stored = (slug: string, courseId = `id-${slug}`) =>
  ({ slug, courseId, title: slug, lessons: {}, bytes: 1 }) as unknown as OfflineCourse;
const outline = (slug: string) => ({ slug, title: `${slug} (new title)` }) as PlayerCourse;
const names = (courses: OfflineCourse[]) => courses.map((course) => course.slug);

describe('courses removed from the device on the next online visit', () => {
  it('removes a course the enrolments no longer list, without asking for its outline', async () => {
    const asked: string[] = [];
    const result = await sortStoredCourses(
      [stored('react'), stored('design')],
      new Set(['id-design']),
      async (slug) => {
        asked.push(slug);
        return outline(slug);
      },
    );
    expect(names(result.lapsed)).toEqual(['react']);
    expect(asked).toEqual(['design']);
  });

  it('removes a course whose outline answers 403 or 404 (access lapsed)', async () => {
    const all = [stored('react'), stored('design'), stored('data')];
    const result = await sortStoredCourses(all, new Set(all.map((c) => c.courseId)), async (slug) => {
      if (slug === 'react') throw new ApiError(403, 'Your access has ended.');
      if (slug === 'design') throw new ApiError(404, 'Course not found.');
      return outline(slug);
    });
    expect(names(result.lapsed)).toEqual(['react', 'design']);
    expect(result.kept.map(({ outline }) => outline?.title)).toEqual(['data (new title)']);
  });

  it('keeps a course when the server cannot be reached or fails: only a clear answer removes it', async () => {
    const all = [stored('react'), stored('design')];
    const result = await sortStoredCourses(all, new Set(all.map((c) => c.courseId)), async (slug) => {
      throw new ApiError(slug === 'react' ? 0 : 500, 'No answer.');
    });
    expect(result.lapsed).toEqual([]);
    expect(result.kept.map(({ course, outline }) => [course.slug, outline])).toEqual([
      ['react', null],
      ['design', null],
    ]);
  });
});
