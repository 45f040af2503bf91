import { useId } from 'react';
import { ENROLLMENT_TEXTS, useEnrollments, useLearningOverview } from '@portal/shared-api/enrollments';
import { Button, EmptyState, Heading, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { CourseProgressCard } from '../components/course-progress-card.tsx';
import { LearningOverviewStats } from '../components/learning-overview-stats.tsx';
import { sortByProgressStatus } from '../utils/course-progress.ts';

/**
 * /user/progress (ours; the sidebar's My Progress): the learning overview, then every enrolment with its
 * lessons, time, quiz score and next lesson, courses under way first.
 */
export function MyProgressPage() {
  const overview = useLearningOverview();
  const courses = useEnrollments();
  const headingId = useId();

  return (
    <PageFrame
      title="My Progress"
      description="Your study time, streak and level, and how far each course is."
    >
      <QueryState
        query={overview}
        errorTitle="Failed to load your learning overview"
        loading={
          <CardGridSkeleton count={4} columns={{ base: 2, lg: 4 }} height="28" label="Loading overview" />
        }
      >
        {(data) => <LearningOverviewStats overview={data} />}
      </QueryState>
      <Stack as="section" aria-labelledby={headingId} gap="4">
        <Heading as="h2" size="lg" id={headingId}>
          Courses
        </Heading>
        <QueryState
          query={courses}
          errorTitle={ENROLLMENT_TEXTS.coursesFailed}
          errorMessage={(error) => error.message || ENROLLMENT_TEXTS.fetchFailed}
          loading={<CardGridSkeleton count={3} columns={1} height="48" label="Loading course progress" />}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={ENROLLMENT_TEXTS.noEnrolments}
              action={
                <Button asChild>
                  <Link to="/courses">{ENROLLMENT_TEXTS.browseCourses}</Link>
                </Button>
              }
            />
          }
        >
          {(data) => (
            <Stack gap="4">
              {sortByProgressStatus(data).map((course) => (
                <CourseProgressCard key={course.Id} course={course} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
