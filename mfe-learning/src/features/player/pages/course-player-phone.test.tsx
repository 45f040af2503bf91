import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { buildBookmark, buildPlayerCourse } from '@portal/shared-api/testing';
import { phoneWindowInEachTest } from '@portal/shared-ui/testing';
import {
  editorModule,
  lessonOf,
  openPlayer,
  serve,
  setUpPlayerTests,
  sidebar,
  videoLessonModule,
} from '../testing/player-test-kit.tsx';

jest.unstable_mockModule('../video/video-lesson.tsx', videoLessonModule);
jest.unstable_mockModule('@portal/shared-ui/editor', editorModule);
const { CoursePlayerPage } = await import('./course-player-page.tsx');

const course = buildPlayerCourse();
const video = lessonOf(course, 'Welcome video');
const open = (lessonTitle?: string) => openPlayer(CoursePlayerPage, course, lessonTitle);

phoneWindowInEachTest();
const scrolled = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
});

describe('course player on a phone', () => {
  setUpPlayerTests();

  it('shows the lesson first, then the course content, notes and bookmarks as tabs under it', async () => {
    serve(course);
    const { user } = open('Reading');
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeInTheDocument();
    const lesson = screen.getByRole('region', { name: 'Lesson' });
    const tabs = screen.getByRole('tablist');
    expect(within(lesson).queryByRole('tablist')).not.toBeInTheDocument();
    expect(lesson.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Course Content', 'Notes', 'Bookmarks (0)']);
    expect(screen.getByRole('tab', { name: 'Course Content' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(sidebar()).getByRole('link', { name: /^Handout/ }));
    expect(await within(lesson).findByTitle('Handout (PDF)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('heading', { name: 'Your Notes' })).toBeInTheDocument();
    // The lesson stays on screen above whichever tab is open.
    expect(within(lesson).getByTitle('Handout (PDF)')).toBeInTheDocument();
  });

  it('Go to on a bookmark seeks the video above the tabs and brings it into view', async () => {
    const mark = buildBookmark({ lessonId: video.id, lessonTitle: video.title, time: 65, note: 'The mock' });
    serve(course, { bookmarks: [mark] });
    const { user } = open('Reading');
    await user.click(await screen.findByRole('tab', { name: 'Bookmarks (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Go to 1:05 in Welcome video' }));
    const lesson = screen.getByRole('region', { name: 'Lesson' });
    expect(
      await within(lesson).findByRole('region', { name: 'Video lesson: Welcome video' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Seeked to' })).toHaveTextContent('65');
    expect(scrolled).toHaveBeenCalled();
  });
});
