// The player's Content tab: what each kind of content shows and does (video, PDF, text, quiz).
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildPlayerContent, buildPlayerCourse } from '@portal/shared-api/testing';
import type { PlayerContent, PlayerCourse } from '@portal/shared-api/player';
import {
  editorModule,
  failure,
  findToast,
  lessonOf,
  openPlayer,
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
const oneSection = (...contents: PlayerContent[]) =>
  buildPlayerCourse({ sections: [{ id: 's1', title: 'Only', description: '', contents }] });

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

  it('keeps the lesson as it was and says the progress failed when completing fails', async () => {
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
    // The button waits for the learner's progress; on a loaded CI machine that takes over a second.
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }, { timeout: 5000 }));
    expect(await findToast('Failed to update progress')).toBeInTheDocument();
    // The toast can show before the button leaves its saving state on a loaded machine: wait for it.
    expect(
      await screen.findByRole('button', { name: 'Mark as complete' }, { timeout: 5000 }),
    ).toBeInTheDocument();
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
