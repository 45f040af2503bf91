import { buildPlayerCourse } from '@portal/shared-api/testing';
import { chooseContent, formatTime, neighbours } from './lesson-choice.ts';

describe('which content the player opens', () => {
  const course = buildPlayerCourse();
  const [video, pdf, , quiz] = course.sections.flatMap((s) => s.contents);

  it('takes the address’s lesson, else the last accessed, else the first', () => {
    const withLast = { ...course, progress: { ...course.progress, lastAccessedLessonId: pdf!.id } };
    expect(chooseContent(withLast, quiz!.id)?.id).toBe(quiz!.id);
    expect(chooseContent(withLast, undefined)?.id).toBe(pdf!.id);
    expect(chooseContent(course, undefined)?.id).toBe(video!.id);
    expect(chooseContent(course, 'not-a-lesson')?.id).toBe(video!.id);
  });

  it('goes on to the next content across sections, and has none after the last', () => {
    expect(neighbours(course, pdf!.id).next?.title).toBe('Reading');
    expect(neighbours(course, 'x').next).toBeNull();
    const last = neighbours(course, quiz!.id);
    expect(last.next).toBeNull();
    expect(last.previous?.title).toBe('Reading');
  });

  it('shows times as m:ss, and h:mm:ss past an hour', () => {
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
