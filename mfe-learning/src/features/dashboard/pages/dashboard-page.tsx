import { useAuth } from '@portal/shared-api/core';
import { DASHBOARD_TEXTS, useDashboard } from '@portal/shared-api/dashboard';
import { ErrorCard, PageHeader, SimpleGrid, Stack } from '@portal/shared-ui';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardStats } from '../components/dashboard-stats.tsx';
import { LatestAchievements } from '../components/latest-achievements.tsx';
import { RecentCourses } from '../components/recent-courses.tsx';
import { UpcomingMeetings } from '../components/upcoming-meetings.tsx';

/** /user (01 §2 Dashboard): skeleton, then stats, recent courses, upcoming meetings and achievements. */
export function DashboardPage() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useDashboard();
  const name = user ? [user.Firstname, user.Lastname].filter(Boolean).join(' ') || user.Username : null;

  let content;
  if (error) {
    // A 4xx message is written for people; server and network failures get the spec's text.
    const readable = error.status >= 400 && error.status < 500 && error.message;
    content = (
      <ErrorCard
        title={DASHBOARD_TEXTS.errorTitle}
        message={readable || DASHBOARD_TEXTS.errorFallback}
        retryLabel={DASHBOARD_TEXTS.tryAgain}
        onRetry={() => void mutate()}
      />
    );
  } else if (isLoading || !data) {
    content = <DashboardSkeleton />;
  } else {
    content = (
      <Stack gap="6">
        <DashboardStats stats={data.stats} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <RecentCourses courses={data.recentCourses} />
          <Stack gap="6">
            <UpcomingMeetings meetings={data.upcomingMeetings} />
            <LatestAchievements achievements={data.achievements} />
          </Stack>
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="0" p={{ base: '4', md: '6' }}>
      <PageHeader title="Dashboard" description={name ? `Welcome back, ${name}!` : 'Welcome back!'} />
      {content}
    </Stack>
  );
}
