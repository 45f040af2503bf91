import { displayName, useAuth, type ApiError } from '@portal/shared-api/core';
import { DASHBOARD_TEXTS, useDashboard, useTrendingCourses } from '@portal/shared-api/dashboard';
import { SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { DashboardSection } from '../components/dashboard-section.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardStats } from '../components/dashboard-stats.tsx';
import { LatestAchievements } from '../components/latest-achievements.tsx';
import { RecentCourses } from '../components/recent-courses.tsx';
import { TrendingCourses } from '../components/trending-courses.tsx';
import { UpcomingMeetings } from '../components/upcoming-meetings.tsx';

/** A 4xx message is written for people; server and network failures get the product's text. */
const errorMessage = (error: ApiError) =>
  (error.status >= 400 && error.status < 500 && error.message) || DASHBOARD_TEXTS.errorFallback;

/**
 * /user (docs/product/dashboard.md#dashboard-page): skeleton, then stats, recent courses, upcoming meetings
 * and achievements, and the trending courses, asked for at the same time and shown in their own states.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  const trending = useTrendingCourses();
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
            <DashboardSection
              title={DASHBOARD_TEXTS.trendingTitle}
              linkLabel={DASHBOARD_TEXTS.trendingLink}
              linkTo="/courses"
            >
              <QueryState
                query={trending}
                errorTitle={DASHBOARD_TEXTS.trendingFailed}
                loading={<ListSkeleton count={3} label="Loading trending courses" />}
                isEmpty={({ courses }) => courses.length === 0}
                empty={<Text color="fg.muted">{DASHBOARD_TEXTS.trendingNone}</Text>}
              >
                {({ courses }) => <TrendingCourses courses={courses} />}
              </QueryState>
            </DashboardSection>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
