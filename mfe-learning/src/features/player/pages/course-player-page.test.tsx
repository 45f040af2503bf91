import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildPlayerContent, buildPlayerCourse } from '@portal/shared-api/testing';
import type { PlayerContent, PlayerCourse } from '@portal/shared-api/player';
import { renderWithProviders } from '@portal/shared-ui/testing';
import {
  editorModule,
  historyEvents,
  failure,
  findToast,
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
const oneSection = (...contents: PlayerContent[]) =>
  buildPlayerCourse({ sections: [{ id: 's1', title: 'Only', description: '', contents }] });

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

describe('course player page: the Content tab', () => {
  setUpPlayerTests();

  it('frames a PDF 600px high with a link to open it', async () => {
    const course = buildPlayerCourse();
    serve(course);
    open(course, 'Handout');
    const frame = await screen.findByTitle('Handout (PDF)');
    expect(frame).toHaveAttribute('src', '/public/upload/docs/handout.pdf');
    expect(frame).toHaveStyle({ height: '600px' });
    expect(screen.getByRole('link', { name: /Open PDF/ })).toHaveAttribute(
      'href',
      '/public/upload/docs/handout.pdf',
    );
  });

  it('shows a text lesson’s html, marks it complete on the server, then says Completed', async () => {
    const course = buildPlayerCourse();
    const api = serve(course);
    const { user } = open(course, 'Reading');
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeInTheDocument();
    expect(screen.getByText('Plain words.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(writes(api).map((call) => call.body)).toContainEqual({
      lessonId: lessonOf(course, 'Reading').id,
      completed: true,
    });
    expect(within(sidebar()).getByRole('link', { name: /^Reading/ })).toHaveAccessibleName(/completed/);
  });

  it('keeps the lesson as it was when completing fails', async () => {
    const course = buildPlayerCourse();
    serve(course, {
      handlers: {
        'PUT /api/enrollments/progress/:courseId': ({ body }) =>
          (body as { completed?: boolean }).completed
            ? failure(500, 'Could not save')
            : { status: 200, body: {} },
      },
    });
    const { user } = open(course, 'Reading');
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await findToast('Failed to complete the lesson')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  });

  it('shows an assignment’s instructions', async () => {
    const course = oneSection(
      buildPlayerContent({ title: 'Build a form', type: 'assignment', html: '<p>Write three tests.</p>' }),
    );
    serve(course);
    open(course, 'Build a form');
    expect(await screen.findByText('Write three tests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  });

  it('says when a content’s type is not one it can show', async () => {
    const course = oneSection(
      buildPlayerContent({ title: 'Slides', type: 'slides' as PlayerContent['type'] }),
    );
    serve(course);
    open(course, 'Slides');
    expect(await screen.findByText('Unsupported content type')).toBeInTheDocument();
  });

  it('asks to choose a lesson when the course has no content', async () => {
    const course = buildPlayerCourse({
      sections: [{ id: 's1', title: 'Soon', description: '', contents: [] }],
      progress: { completedLessons: 0, totalLessons: 0, percentage: 0, lastAccessedLessonId: null },
    });
    serve(course);
    open(course);
    expect(await screen.findByText('Select content to start learning')).toBeInTheDocument();
    expect(screen.getByText('Choose a lesson from the sidebar to begin')).toBeInTheDocument();
  });

  it('submits a quiz once every question is answered, then shows the score and the right answers', async () => {
    const course = buildPlayerCourse();
    const api = serve(course, {
      handlers: {
        'POST /api/quizzes/:lessonId/attempts': () => ({
          status: 201,
          body: {
            id: 'a1',
            score: 50,
            passed: false,
            bestScore: 50,
            attempts: 1,
            questions: [
              { id: 'q1', chosen: [1], correctOptions: [1], isCorrect: true, explanation: 'B it is.' },
              { id: 'q2', chosen: [0], correctOptions: [0, 2], isCorrect: false, explanation: 'A and C.' },
            ],
            lessonCompleted: false,
            courseProgress: 0,
          },
        }),
      },
    });
    const { user } = open(course, 'Fundamentals check');
    expect(await screen.findByRole('heading', { name: 'Quiz: Fundamentals check' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toBeDisabled();
    await user.click(within(screen.getByRole('group', { name: /Pick B/ })).getByRole('radio', { name: 'B' }));
    expect(submit).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: /Pick A and C/ })).getByRole('checkbox', { name: 'A' }),
    );
    await user.click(submit);
    expect(await screen.findByText('Not passed yet: you scored 50%')).toBeInTheDocument();
    expect(screen.getByText(/Best score 50% after 1 attempt/)).toBeInTheDocument();
    expect(writes(api).find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/quizzes/${lessonOf(course, 'Fundamentals check').id}/attempts`,
      body: { answers: { q1: [1], q2: [0] } },
    });
    expect(screen.getAllByText('Correct answer')).toHaveLength(3);
    expect(screen.getByText(/Not quite\. A and C\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
  });

  it('ticks a passed quiz in the sidebar', async () => {
    const course = buildPlayerCourse();
    const quizId = lessonOf(course, 'Fundamentals check').id;
    let passed = false;
    serve(course, {
      handlers: {
        'GET /api/player/courses/:slug': () => ({
          status: 200,
          body: passed
            ? {
                ...course,
                sections: course.sections.map((section) => ({
                  ...section,
                  contents: section.contents.map((content) =>
                    content.id === quizId ? { ...content, completed: true } : content,
                  ),
                })),
              }
            : course,
        }),
        'POST /api/quizzes/:lessonId/attempts': () => {
          passed = true;
          return {
            status: 201,
            body: {
              id: 'a1',
              score: 100,
              passed: true,
              bestScore: 100,
              attempts: 1,
              questions: [
                { id: 'q1', chosen: [1], correctOptions: [1], isCorrect: true, explanation: '' },
                { id: 'q2', chosen: [0, 2], correctOptions: [0, 2], isCorrect: true, explanation: '' },
              ],
              lessonCompleted: true,
              courseProgress: 25,
            },
          };
        },
      },
    });
    const { user } = open(course, 'Fundamentals check');
    await user.click(await screen.findByRole('radio', { name: 'B' }));
    await user.click(screen.getByRole('checkbox', { name: 'A' }));
    await user.click(screen.getByRole('checkbox', { name: 'C' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Passed: you scored 100%')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: /^Fundamentals check/ })).toHaveAccessibleName(
        /completed/,
      ),
    );
  });
});
