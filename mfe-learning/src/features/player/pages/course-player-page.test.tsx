import { screen, waitFor, within } from '@testing-library/react';
import { buildPlayerContent, buildPlayerCourse, mockApi } from '@portal/shared-api/testing';
import type { PlayerCourse } from '@portal/shared-api/player';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { CoursePlayerPage } from './course-player-page.tsx';

const PATH = '/user/courses/:courseSlug/read/:lessonId?';

function serve(course: PlayerCourse | null, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/player/courses/:slug': () =>
      course
        ? { status: 200, body: course }
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Course not found' } },
    'GET /api/player/courses/:courseId/bookmarks': () => ({ status: 200, body: [] }),
    'PUT /api/enrollments/progress/:courseId': () => ({ status: 200, body: {} }),
    'GET /api/course-notes/lesson/:lessonId': () => ({ status: 200, body: [] }),
    ...overrides,
  });
}

const lessonOf = (course: PlayerCourse, title: string) =>
  course.sections.flatMap((s) => s.contents).find((c) => c.title === title)!;
const open = (course: PlayerCourse, title?: string) =>
  renderWithProviders(<CoursePlayerPage />, {
    route: `/user/courses/${course.slug}/read${title ? `/${lessonOf(course, title).id}` : ''}`,
    path: PATH,
  });
const sidebar = () => screen.getByRole('navigation', { name: 'Course Content' });

// jsdom has no PointerEvent; Ark's checkbox and radio dispatch one on blur.
beforeAll(() => {
  globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof globalThis.PointerEvent;
});

describe('course player page', () => {
  it('prepares the course, then titles the tab after it and lists every section with its contents', async () => {
    const course = buildPlayerCourse();
    serve(course);
    open(course, 'Reading');
    expect(screen.getByText('Preparing course content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Testing React', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Testing React - Course Player');
    const nav = sidebar();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Welcome video'),
      expect.stringContaining('Handout'),
      expect.stringContaining('Reading'),
      expect.stringContaining('Fundamentals check'),
    ]);
    expect(within(nav).getByText('No content available')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Reading/ })).toHaveAttribute('aria-current', 'page');
  });

  it('answers a course it cannot open with Course Not Found, Browse Courses and Try Again', async () => {
    serve(null);
    renderWithProviders(<CoursePlayerPage />, { route: '/user/courses/nope/read', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The course you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('opens the last accessed lesson when the address names none, and records the lesson opened', async () => {
    const base = buildPlayerCourse();
    const course = {
      ...base,
      progress: { ...base.progress, lastAccessedLessonId: lessonOf(base, 'Handout').id },
    };
    const api = serve(course);
    open(course);
    expect(await screen.findByTitle('Handout (PDF)')).toHaveAttribute(
      'src',
      '/public/upload/docs/handout.pdf',
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        lessonId: lessonOf(course, 'Handout').id,
      }),
    );
  });

  it('shows a text lesson’s content and marks it complete on the server', async () => {
    const course = buildPlayerCourse();
    const api = serve(course);
    const { user } = open(course, 'Reading');
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toContainEqual({
        lessonId: lessonOf(course, 'Reading').id,
        completed: true,
      }),
    );
  });

  it('submits a quiz once every question is answered, then shows the score and the right answers', async () => {
    const course = buildPlayerCourse();
    const api = serve(course, {
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
    });
    const { user } = open(course, 'Fundamentals check');
    expect(await screen.findByRole('heading', { name: 'Quiz: Fundamentals check' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toBeDisabled();
    await user.click(within(screen.getByRole('group', { name: /Pick B/ })).getByRole('radio', { name: 'B' }));
    await user.click(
      within(screen.getByRole('group', { name: /Pick A and C/ })).getByRole('checkbox', { name: 'A' }),
    );
    await user.click(submit);
    expect(await screen.findByText('Not passed yet: you scored 50%')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ answers: { q1: [1], q2: [0] } });
    expect(screen.getAllByText('Correct answer')).toHaveLength(3);
    expect(screen.getByText(/A and C\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when there are no bookmarks yet, and asks for a reason before sending a report', async () => {
    const course = buildPlayerCourse({
      sections: [
        { id: 's1', title: 'Only', description: '', contents: [buildPlayerContent({ title: 'Reading' })] },
      ],
    });
    serve(course);
    const { user } = open(course, 'Reading');
    await user.click(await screen.findByRole('tab', { name: 'Bookmarks (0)' }));
    expect(
      await screen.findByText('No bookmarks yet. Add bookmarks while watching videos.'),
    ).toBeInTheDocument();
  });

  it('asks for note content before saving a note', async () => {
    const course = buildPlayerCourse();
    const api = serve(course);
    const { user } = open(course, 'Reading');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    await user.click(await screen.findByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Please enter note content')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
