import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_TEXTS, useAuth, useDashboard } from '@portal/shared-api';
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
    content = (
      <Card.Root role="alert" borderColor="border.error">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            {DASHBOARD_TEXTS.errorTitle}
          </Heading>
          <Text color="fg.muted">{error.message || DASHBOARD_TEXTS.errorFallback}</Text>
          <Button alignSelf="start" onClick={() => void mutate()}>
            {DASHBOARD_TEXTS.tryAgain}
          </Button>
        </Card.Body>
      </Card.Root>
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
    <Stack gap="6" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">{name ? `Welcome back, ${name}!` : 'Welcome back!'}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
