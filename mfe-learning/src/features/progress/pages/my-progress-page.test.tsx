import { screen, within } from '@testing-library/react';
import { buildEnrolledCourse, buildLearningOverview, mockApi } from '@portal/shared-api/testing';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MyProgressPage } from './my-progress-page.tsx';

function renderPage() {
  return renderWithProviders(<MyProgressPage />, { route: '/user/progress' });
}

const failure = {
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'It failed.' },
};

function serve(courses: EnrolledCourse[]) {
  return mockApi({
    'GET /api/learning/overview': () => ({ status: 200, body: buildLearningOverview() }),
    'GET /api/enrollments/user': () => ({ status: 200, body: courses }),
  });
}

const underWay = buildEnrolledCourse({
  Title: 'Advanced React Development',
  Slug: 'advanced-react',
  Progress: 40,
  CompletedLessons: 4,
  TotalLessons: 10,
  TimeSpentMinutes: 125,
  QuizScore: 85,
  NextLesson: { Id: 'lesson-5', Title: 'Custom hooks' },
});
const done = buildEnrolledCourse({
  Title: 'UI Design Basics',
  Status: 'completed',
  Progress: 100,
  CompletedLessons: 6,
  TotalLessons: 6,
  CompletedAt: '2026-11-12T10:00:00.000Z',
  LastAccessedAt: '2026-11-21T10:00:00.000Z',
  NextLesson: null,
});
const fresh = buildEnrolledCourse({
  Title: 'Content Marketing',
  Slug: 'content-marketing',
  Status: 'not_started',
  Progress: 0,
  CompletedLessons: 0,
  LastAccessedAt: null,
  TimeSpentMinutes: 0,
  QuizScore: null,
  NextLesson: { Id: 'lesson-1', Title: 'Welcome' },
});

describe('MyProgressPage', () => {
  it('shows skeletons while the overview and the courses load', () => {
    mockApi({
      'GET /api/learning/overview': () => new Promise(() => {}),
      'GET /api/enrollments/user': () => new Promise(() => {}),
    });
    renderPage();
    expect(screen.getByLabelText('Loading overview')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading course progress')).toBeInTheDocument();
  });

  it('shows hours, this week, streak, level and the points to the next level', async () => {
    serve([underWay]);
    renderPage();
    expect(await screen.findByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('60 points to level 4')).toBeInTheDocument();
    expect(screen.getByText('240 pts')).toBeInTheDocument();
    expect(screen.getByText('12h 30m')).toBeInTheDocument();
    expect(screen.getByText('3h')).toBeInTheDocument();
    expect(screen.getByText('4 days')).toBeInTheDocument();
  });

  it('lists courses under way first, then not started, then completed', async () => {
    serve([done, fresh, underWay]);
    renderPage();
    await screen.findByRole('article', { name: 'Advanced React Development' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Advanced React Development',
      'Content Marketing',
      'UI Design Basics',
    ]);
  });

  it('shows a course’s status, progress, lessons, time, quiz score and a Continue link to its next lesson', async () => {
    serve([underWay, fresh]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Advanced React Development' });
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Advanced React Development progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('4 of 10 lessons')).toBeInTheDocument();
    expect(within(card).getByText('2h 5m')).toBeInTheDocument();
    expect(within(card).getByText('85%')).toBeInTheDocument();
    expect(within(card).getByText('Custom hooks')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue Advanced React Development' })).toHaveAttribute(
      'href',
      '/user/courses/advanced-react/read/lesson-5',
    );
    const notStarted = screen.getByRole('article', { name: 'Content Marketing' });
    expect(within(notStarted).getByText('No quizzes taken')).toBeInTheDocument();
    expect(within(notStarted).getByText('Not started yet')).toBeInTheDocument();
  });

  it('says a completed course is completed instead of offering a next lesson', async () => {
    serve([done]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'UI Design Basics' });
    expect(within(card).getByText('Completed on Nov 12, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("offers 'Browse Courses' when the student has no enrolment", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("You haven't enrolled in any courses yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it("shows 'Failed to load courses' and loads again on 'Try Again', the overview staying on screen", async () => {
    let isFailing = true;
    mockApi({
      'GET /api/learning/overview': () => ({ status: 200, body: buildLearningOverview() }),
      'GET /api/enrollments/user': () => (isFailing ? failure : { status: 200, body: [underWay] }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Advanced React Development' })).toBeInTheDocument();
  });

  it('says when the overview fails while the courses still show', async () => {
    mockApi({
      'GET /api/learning/overview': () => failure,
      'GET /api/enrollments/user': () => ({ status: 200, body: [underWay] }),
    });
    renderPage();
    expect(await screen.findByText('Failed to load your learning overview')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Advanced React Development' })).toBeInTheDocument();
  });
});
