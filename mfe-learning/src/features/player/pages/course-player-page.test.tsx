import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildPlayerCourse } from '@portal/shared-api/testing';
import type { PlayerCourse } from '@portal/shared-api/player';
import { renderWithProviders } from '@portal/shared-ui/testing';
import {
  editorModule,
  historyEvents,
  failure,
  lessonOf,
  openPlayer,
  PLAYER_PATH,
  serve,
  setUpPlayerTests,
  sidebar,
  videoLessonModule,
  writes,
} from '../testing/player-test-kit.tsx';

jest.unstable_mockModule('../video/video-lesson.tsx', videoLessonModule);
jest.unstable_mockModule('@portal/shared-ui/editor', editorModule);
const { CoursePlayerPage } = await import('./course-player-page.tsx');

const open = (course: PlayerCourse | string, lessonTitle?: string) =>
  openPlayer(CoursePlayerPage, course, lessonTitle);
const withLastAccessed = (course: PlayerCourse, title: string): PlayerCourse => ({
  ...course,
  progress: { ...course.progress, lastAccessedLessonId: lessonOf(course, title).id },
});

describe('course player page: states', () => {
  setUpPlayerTests();

  it('shows the skeleton while the course loads', () => {
    serve(null, { handlers: { 'GET /api/player/courses/:slug': () => new Promise(() => {}) } });
    open('testing-react');
    const skeleton = screen.getByText('Preparing course content...').parentElement!;
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // Header, five sidebar rows and the media area.
    expect(skeleton.querySelectorAll('.chakra-skeleton')).toHaveLength(7);
  });

  it('answers a course it cannot open with Course Not Found, Browse Courses and Try Again', async () => {
    serve(null);
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The course you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says the same when the server fails', async () => {
    serve(null, { handlers: { 'GET /api/player/courses/:slug': () => failure(500, 'Boom') } });
    open('testing-react');
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
  });

  it('titles the tab after the course, shows its description and gives the old title back on leaving', async () => {
    document.title = 'Academy';
    const course = buildPlayerCourse();
    serve(course);
    const { unmount } = open(course, 'Reading');
    expect(await screen.findByRole('heading', { name: 'Testing React', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Testing React - Course Player');
    expect(screen.getByText('Tests that read like the product.')).toBeInTheDocument();
    unmount();
    expect(document.title).toBe('Academy');
  });
});

describe('course player page: which lesson opens', () => {
  setUpPlayerTests();

  it('takes the address’s lesson over the last accessed one', async () => {
    const base = buildPlayerCourse();
    const course = withLastAccessed(base, 'Handout');
    serve(course);
    open(course, 'Reading');
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: /^Reading/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the last accessed lesson when the address names none, and records the lesson opened', async () => {
    const course = withLastAccessed(buildPlayerCourse(), 'Handout');
    const api = serve(course);
    open(course);
    expect(await screen.findByTitle('Handout (PDF)')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(api)).toContainEqual({
        method: 'PUT',
        path: `/api/enrollments/progress/${course.id}`,
        body: { lessonId: lessonOf(course, 'Handout').id },
      }),
    );
  });

  it('opens the first content of the first section otherwise: a video, in the video lesson', async () => {
    const course = buildPlayerCourse();
    serve(course);
    open(course);
    expect(await screen.findByRole('region', { name: 'Video lesson: Welcome video' })).toBeInTheDocument();
  });

  it('falls back to the default lesson when the address names one the course does not have', async () => {
    const course = buildPlayerCourse();
    serve(course);
    renderWithProviders(<CoursePlayerPage />, {
      route: `/user/courses/${course.slug}/read/not-a-lesson`,
      path: PLAYER_PATH,
    });
    expect(await screen.findByRole('region', { name: 'Video lesson: Welcome video' })).toBeInTheDocument();
  });

  it('opens another content from the sidebar and the Next button, and records each', async () => {
    const course = buildPlayerCourse();
    const api = serve(course);
    const { user } = open(course, 'Handout');
    await user.click(await within(await waitFor(sidebar)).findByRole('link', { name: /^Reading/ }));
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Quiz: Fundamentals check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() =>
      expect(writes(api).map((call) => call.body)).toEqual([
        { lessonId: lessonOf(course, 'Handout').id },
        { lessonId: lessonOf(course, 'Reading').id },
        { lessonId: lessonOf(course, 'Fundamentals check').id },
      ]),
    );
    // Contents other than videos go into the learning history as viewed when opened.
    expect(historyEvents(api)).toEqual(
      ['Handout', 'Reading', 'Fundamentals check'].map((title) => ({
        CourseId: course.id,
        LessonId: lessonOf(course, title).id,
        Action: 'viewed',
        Progress: 0,
      })),
    );
  });
});

describe('course player page: the sidebar', () => {
  setUpPlayerTests();

  it('lists every section with its contents in order, durations, ticks, the progress and the empty section', async () => {
    const base = buildPlayerCourse();
    const course: PlayerCourse = {
      ...base,
      sections: base.sections.map((section) => ({
        ...section,
        contents: section.contents.map((content) =>
          content.title === 'Handout' ? { ...content, completed: true } : content,
        ),
      })),
      progress: { ...base.progress, completedLessons: 1, percentage: 25 },
    };
    serve(course);
    open(course, 'Reading');
    await screen.findByRole('heading', { name: 'Read me' });
    const nav = sidebar();
    expect(within(nav).getByRole('heading', { name: 'Course Content' })).toBeInTheDocument();
    expect(within(nav).getByText('1 of 4 lessons completed')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Welcome video, video8 min',
      'Handout, pdf, completed8 min',
      'Reading, text8 min',
      'Fundamentals check, quiz8 min',
    ]);
    expect(within(nav).getByRole('link', { name: /^Handout/ })).toHaveAccessibleName(/completed/);
    expect(within(nav).getByRole('link', { name: /^Reading/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Handout/ })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('No content available')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Reading/ })).toHaveAttribute(
      'href',
      `/user/courses/testing-react/read/${lessonOf(course, 'Reading').id}`,
    );
  });
});
