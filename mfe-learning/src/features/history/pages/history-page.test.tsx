import { act, screen, within } from '@testing-library/react';
import { authStore } from '@portal/shared-api/core';
import { buildEnrolledCourse, buildUser, mockApi } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { HistoryItem, HistoryStats } from '@portal/shared-api/course-history';
import { HistoryPage } from './history-page.tsx';

const user = buildUser();
const course = buildEnrolledCourse({
  Id: '00000000-0000-4000-c000-000000000001',
  Title: 'Testing React',
  Slug: 'testing-react',
});
const item = (overrides: Partial<HistoryItem>): HistoryItem => ({
  Id: '00000000-0000-4000-a000-000000000001',
  CourseId: course.Id,
  CourseTitle: 'Testing React',
  CourseSlug: 'testing-react',
  LessonId: '00000000-0000-4000-b000-000000000001',
  LessonTitle: 'Welcome video',
  Action: 'completed',
  Duration: 905,
  Progress: 100,
  Timestamp: '2026-11-20T10:00:00.000Z',
  DeviceType: 'desktop',
  Location: null,
  VideoPosition: 12,
  ...overrides,
});
const stats: HistoryStats = {
  Timeframe: 'month',
  TotalStudyTime: 135,
  TotalLessons: 4,
  TotalCourses: 2,
  AverageSessionTime: 45,
  LongestSession: 70,
  MostActiveDay: 'Tuesday',
  StudyStreak: 3,
};

function api(
  items: HistoryItem[],
  sessions = [{ Date: '2026-11-20', TotalTime: 15, CoursesStudied: 1, LessonsCompleted: 1, Activities: 1 }],
) {
  return mockApi({
    [`GET /api/course-history/user/${user.Id}`]: () => ({
      body: { Items: items, Total: items.length, Page: 1, PageSize: 20 },
    }),
    [`GET /api/course-history/user/${user.Id}/sessions`]: () => ({ body: sessions }),
    [`GET /api/course-history/user/${user.Id}/stats`]: () => ({ body: stats }),
    'GET /api/enrollments/user': () => ({ body: [course] }),
  });
}
const render = (route = '/user/history') => {
  act(() => authStore.getState().setUser(user));
  return renderWithProviders(<HistoryPage />, { route });
};

describe('HistoryPage', () => {
  afterEach(() => act(() => authStore.getState().setUser(null)));

  it('shows the four summary cards and the items with their action, time spent and a link into the player', async () => {
    api([item({}), item({ Id: '00000000-0000-4000-a000-000000000002', Action: 'paused', Duration: 45 })]);
    render();
    expect(await screen.findByText('2h 15m')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('Most active on Tuesday')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('15m 5s')).toBeInTheDocument();
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Welcome video' })[0]).toHaveAttribute(
      'href',
      '/user/courses/testing-react/read/00000000-0000-4000-b000-000000000001',
    );
  });

  it('sends the filters and the browser’s time zone, and shows the timeline with each day’s session', async () => {
    const calls = api([item({})]);
    render(`/user/history?course=${course.Id}&action=completed&from=2026-11-01&view=timeline`);
    expect(await screen.findByRole('list', { name: 'Timeline' })).toBeInTheDocument();
    const list = calls.calls.find((call) => call.path === `/api/course-history/user/${user.Id}`);
    expect(list?.query).toMatchObject({
      courseId: course.Id,
      action: 'completed',
      from: '2026-11-01',
      page: '1',
    });
    expect(list?.query.tz).toBeTruthy();
    expect(screen.getByText(/15m · 1 course · 1 lesson completed/)).toBeInTheDocument();
  });

  it('says so when there is no history and no session, in the product’s words', async () => {
    api([], []);
    render();
    expect(await screen.findByText('No course history found')).toBeInTheDocument();
    expect(screen.getByText('No learning sessions found')).toBeInTheDocument();
  });

  it('shows the load failure in the product’s words', async () => {
    mockApi({
      [`GET /api/course-history/user/${user.Id}`]: () => ({ status: 500, body: { message: 'boom' } }),
      [`GET /api/course-history/user/${user.Id}/sessions`]: () => ({ body: [] }),
      [`GET /api/course-history/user/${user.Id}/stats`]: () => ({ body: stats }),
      'GET /api/enrollments/user': () => ({ body: [] }),
    });
    render();
    expect(
      await screen.findByText('Failed to load course history. Please try again later.'),
    ).toBeInTheDocument();
  });
});
