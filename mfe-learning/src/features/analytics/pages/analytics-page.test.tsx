import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { BarChartPanelProps } from '@portal/shared-ui/charts';
import type { LearningAnalytics } from '@portal/shared-api/analytics';

// The chart's own story covers the drawing; here its figures stand in as a list.
jest.unstable_mockModule('@portal/shared-ui/charts', () => ({
  BarChartPanel: ({ title, data }: BarChartPanelProps) => (
    <ul aria-label={title}>
      {data.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.value}`}</li>
      ))}
    </ul>
  ),
}));
const { AnalyticsPage } = await import('./analytics-page.tsx');

const user = buildUser();
const analytics = (overrides: Partial<LearningAnalytics> = {}): LearningAnalytics => ({
  Start: '2026-10-25',
  End: '2026-11-23',
  Totals: {
    TotalHoursLearned: 12.5,
    TotalCoursesEnrolled: 3,
    TotalCoursesCompleted: 1,
    CurrentStreak: 4,
    LongestStreak: 9,
  },
  RangeMinutes: 135,
  AverageQuizScore: 85,
  QuizAttempts: 2,
  WeeklyMinutes: 150,
  MonthlyMinutes: 600,
  Sessions: [
    { Date: '2026-11-22', Duration: 60 },
    { Date: '2026-11-23', Duration: 75 },
  ],
  Courses: [
    {
      CourseId: 'c1',
      CourseTitle: 'Testing React',
      CourseSlug: 'testing-react',
      Category: 'Programming',
      Progress: 40,
      TimeSpent: 95,
      LastAccessed: null,
      QuizScores: [60, 70],
    },
  ],
  Insights: {
    PreferredStudyTime: 'morning',
    MostProductiveDay: 'Tuesday',
    RecommendedStudyTime: 45,
    StrongAreas: [],
    WeakAreas: ['Programming'],
    IsDefault: false,
  },
  ...overrides,
});

const render = (route = '/user/analytics') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<AnalyticsPage />, { route });
};

describe('AnalyticsPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows the four stat cards, the fixed goals, the charts’ figures, course performance and insights', async () => {
    mockApi({ [`GET /api/analytics/user/${user.Id}`]: () => ({ body: analytics() }) });
    render();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('2h 15m')).toBeInTheDocument();
    expect(within(summary).getByText('4 days')).toBeInTheDocument();
    expect(within(summary).getByText('2 in progress')).toBeInTheDocument();
    expect(within(summary).getByText('85%')).toBeInTheDocument();
    expect(screen.getByText('2h 30m of 300 minutes in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('10h of 1,200 minutes in the last 30 days')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Study minutes per day' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // Quiz average 65: below 70 is red (docs/product/analytics.md#analytics-figures).
    expect(screen.getByText('Quiz 65%')).toBeInTheDocument();
    expect(screen.getByText('Morning (5 am – noon)')).toBeInTheDocument();
    expect(screen.getByText('Programming', { selector: 'dd *, dd' })).toBeInTheDocument();
  });

  it('asks the server for the last 7 days in the browser’s zone when the range says so', async () => {
    const calls = mockApi({ [`GET /api/analytics/user/${user.Id}`]: () => ({ body: analytics() }) });
    render('/user/analytics?range=7');
    await screen.findByRole('region', { name: 'Summary' });
    const { query } = calls.calls.at(-1)!;
    expect((Date.parse(query.end!) - Date.parse(query.start!)) / 86_400_000).toBe(6);
    expect(query.tz).toBeTruthy();
  });

  it('says when the insights are general defaults, and shows the empty course list', async () => {
    mockApi({
      [`GET /api/analytics/user/${user.Id}`]: () => ({
        body: analytics({
          Courses: [],
          AverageQuizScore: null,
          QuizAttempts: 0,
          Insights: { ...analytics().Insights, IsDefault: true, WeakAreas: [] },
        }),
      }),
    });
    render();
    expect(
      await screen.findByText('No study in this range yet: these are general suggestions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No enrolled courses yet')).toBeInTheDocument();
    expect(screen.getByText('No quizzes in this range')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    mockApi({ [`GET /api/analytics/user/${user.Id}`]: () => ({ status: 500, body: { message: 'down' } }) });
    render();
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
  });
});
