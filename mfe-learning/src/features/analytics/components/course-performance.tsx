// Course Performance: per course its progress, time spent and the quiz-score bar in the colours of
// docs/product/analytics.md#analytics-figures (90+ green, 80+ blue, 70+ yellow, below red).
import { Badge, Card, EmptyState, HStack, Heading, Link, Stack, Text } from '@portal/shared-ui';
import { ProgressBar } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { ANALYTICS_TEXTS, average, quizScoreColor, type CourseAnalytics } from '@portal/shared-api/analytics';
import { formatMinutes } from '@portal/shared-api/course-history';

function CourseRow({ course }: { course: CourseAnalytics }) {
  const score = average(course.QuizScores);
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0">
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/user/courses/${course.CourseSlug}/read`}>{course.CourseTitle}</RouterLink>
          </Link>
          <Text textStyle="xs" color="fg.muted">
            {course.Category} · {formatMinutes(course.TimeSpent)} spent
            {course.LastAccessed
              ? ` · last opened ${new Date(course.LastAccessed).toLocaleDateString()}`
              : ''}
          </Text>
        </Stack>
        {score === null ? (
          <Badge variant="outline">{ANALYTICS_TEXTS.noQuizzes}</Badge>
        ) : (
          <Badge colorPalette={quizScoreColor(score)}>Quiz {score}%</Badge>
        )}
      </HStack>
      <ProgressBar
        value={course.Progress}
        label={`${course.CourseTitle} progress`}
        hideLabel
        valuePlacement="end"
      />
      {score === null ? null : (
        <ProgressBar
          value={score}
          label={`${course.CourseTitle} quiz score`}
          hideLabel
          valuePlacement="end"
          colorPalette={quizScoreColor(score)}
        />
      )}
    </Stack>
  );
}

export function CoursePerformance({ courses }: { courses: CourseAnalytics[] }) {
  return (
    <Card.Root as="section" aria-labelledby="course-performance">
      <Card.Header>
        <Heading as="h2" size="md" id="course-performance">
          Course Performance
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {courses.length === 0 ? (
          <EmptyState title={ANALYTICS_TEXTS.noCourses} />
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {courses.map((course) => (
              <CourseRow key={course.CourseId} course={course} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
