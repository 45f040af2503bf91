import { displayName, useAuth, type ApiError } from '@portal/shared-api/core';
import { DASHBOARD_TEXTS, useDashboard } from '@portal/shared-api/dashboard';
import { SimpleGrid, Stack } from '@portal/shared-ui';
import { PageFrame, QueryState } from '@portal/shared-ui/data';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardStats } from '../components/dashboard-stats.tsx';
import { LatestAchievements } from '../components/latest-achievements.tsx';
import { RecentCourses } from '../components/recent-courses.tsx';
import { UpcomingMeetings } from '../components/upcoming-meetings.tsx';

/** A 4xx message is written for people; server and network failures get the product's text. */
const errorMessage = (error: ApiError) =>
  (error.status >= 400 && error.status < 500 && error.message) || DASHBOARD_TEXTS.errorFallback;

/**
 * /user (docs/product/dashboard.md#dashboard-page): skeleton, then stats, recent courses, upcoming meetings
 * and achievements.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  const name = user ? displayName(user) : null;

  return (
    <PageFrame title="Dashboard" description={name ? `Welcome back, ${name}!` : 'Welcome back!'}>
      <QueryState
        query={dashboard}
        errorTitle={DASHBOARD_TEXTS.errorTitle}
        errorMessage={errorMessage}
        loading={<DashboardSkeleton />}
      >
        {(data) => (
          <>
            <DashboardStats stats={data.stats} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <RecentCourses courses={data.recentCourses} />
              <Stack gap="6">
                <UpcomingMeetings meetings={data.upcomingMeetings} />
                <LatestAchievements achievements={data.achievements} />
              </Stack>
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
