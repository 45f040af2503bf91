import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import {
  buildCatalogCourse,
  buildDashboard,
  buildDashboardAchievement,
  buildDashboardCourse,
  buildDashboardMeeting,
} from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { DashboardPage } from './dashboard-page.tsx';

function renderPage() {
  return renderWithProviders(<DashboardPage />, { route: '/user' });
}

const SIX = ['Eighty', 'Seventy', 'Sixty', 'Fifty', 'Forty', 'Thirty'].map((word, index) =>
  buildCatalogCourse({ Title: `${word} students`, Slug: word.toLowerCase(), Students: 80 - index * 10 }),
);
const dashboardOk = () => ({ status: 200, body: buildDashboard() });
const failure = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Down' } };

describe('DashboardPage', () => {
  it('shows a skeleton while the dashboard loads', async () => {
    mockApi({ 'GET /api/dashboard': () => new Promise(() => {}) });
    renderPage();
    expect(screen.getByLabelText('Loading dashboard')).toBeInTheDocument();
  });

  it('shows stats, recent courses, upcoming meetings and achievements with their links', async () => {
    mockApi({
      'GET /api/dashboard': () => ({
        status: 200,
        body: buildDashboard({
          recentCourses: [
            buildDashboardCourse({ Title: 'Advanced React Development', Slug: 'advanced-react' }),
          ],
          upcomingMeetings: [buildDashboardMeeting({ Id: 'm-42', Topic: 'React office hours' })],
          achievements: [buildDashboardAchievement({ Title: 'First Steps' })],
        }),
      }),
    });
    renderPage();
    expect(await screen.findByText('Advanced React Development')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('60 points to level 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Advanced React Development' })).toHaveAttribute(
      'href',
      '/user/courses/advanced-react/read',
    );
    expect(screen.getByRole('link', { name: 'Join React office hours' })).toHaveAttribute(
      'href',
      '/user/meetings/m-42',
    );
    expect(screen.getByText('First Steps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all courses' })).toHaveAttribute('href', '/user/courses');
    expect(screen.getByRole('link', { name: 'View all meetings' })).toHaveAttribute('href', '/user/meetings');
    expect(screen.getByRole('link', { name: 'View all achievements' })).toHaveAttribute(
      'href',
      '/user/achievements',
    );
  });

  it('shows the 6 trending courses of the catalogue, each opening its course page', async () => {
    mockApi({
      'GET /api/dashboard': dashboardOk,
      'GET /api/dashboard/trending': () => ({ body: { courses: SIX } }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Trending courses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('link', { name: 'Eighty students' })).toHaveAttribute(
      'href',
      '/courses/eighty',
    );
    expect(within(items[0]!).getByText('4.5 rating · 80 students')).toBeInTheDocument();
    expect(within(items[0]!).getByText('$89.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
  });

  it('shows a skeleton in the trending section while its courses load, beside the loaded dashboard', async () => {
    mockApi({
      'GET /api/dashboard': dashboardOk,
      'GET /api/dashboard/trending': () => new Promise(() => {}),
    });
    renderPage();
    expect(await screen.findByLabelText('Loading trending courses')).toBeInTheDocument();
    expect(screen.getByText('Advanced React Development')).toBeInTheDocument();
  });

  it("says 'No trending courses yet' when the catalogue has none", async () => {
    mockApi({
      'GET /api/dashboard': dashboardOk,
      'GET /api/dashboard/trending': () => ({ body: { courses: [] } }),
    });
    renderPage();
    expect(await screen.findByText('No trending courses yet')).toBeInTheDocument();
  });

  it('keeps the dashboard when the trending courses fail, and loads them again on Try Again', async () => {
    let failing = true;
    mockApi({
      'GET /api/dashboard': dashboardOk,
      'GET /api/dashboard/trending': () => (failing ? failure : { body: { courses: SIX } }),
    });
    renderPage();
    expect(await screen.findByText('Trending courses could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Advanced React Development')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Eighty students' })).toBeInTheDocument();
  });

  it("says 'No upcoming meetings' when the user has none", async () => {
    mockApi({
      'GET /api/dashboard': () => ({ status: 200, body: buildDashboard({ upcomingMeetings: [] }) }),
    });
    renderPage();
    expect(await screen.findByText('No upcoming meetings')).toBeInTheDocument();
  });

  it("shows 'Error Loading Dashboard' and reloads on 'Try Again'", async () => {
    let failing = true;
    mockApi({
      'GET /api/dashboard': () =>
        failing
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal error' },
            }
          : { status: 200, body: buildDashboard() },
    });
    renderPage();
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Unable to load user data. Please try again.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Advanced React Development')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
  });

  it('shows the server message of a refused request on the error card', async () => {
    mockApi({
      'GET /api/dashboard': () => ({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Your account is suspended.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Your account is suspended.')).toBeInTheDocument();
  });
});
