// The four stat cards and the Weekly and Monthly Goal cards (300 and 1,200 minutes,
// docs/product/analytics.md#analytics-figures).
import { Card, Heading, SimpleGrid, Text } from '@portal/shared-ui';
import { ProgressBar, StatCard } from '@portal/shared-ui/data';
import {
  MONTHLY_GOAL_MINUTES,
  WEEKLY_GOAL_MINUTES,
  goalPercent,
  type LearningAnalytics,
} from '@portal/shared-api/analytics';
import { formatMinutes } from '@portal/shared-api/course-history';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function AnalyticsStats({ data }: { data: LearningAnalytics }) {
  const { Totals } = data;
  const inProgress = Math.max(0, Totals.TotalCoursesEnrolled - Totals.TotalCoursesCompleted);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" as="section" aria-label="Summary">
      <StatCard
        label="Total Study Time"
        value={formatMinutes(data.RangeMinutes)}
        helpText={`${Totals.TotalHoursLearned} h learned in all`}
      />
      <StatCard
        label="Current Streak"
        value={plural(Totals.CurrentStreak, 'day')}
        helpText={`Longest ${plural(Totals.LongestStreak, 'day')}`}
      />
      <StatCard
        label="Courses Completed"
        value={String(Totals.TotalCoursesCompleted)}
        helpText={`${inProgress} in progress`}
      />
      <StatCard
        label="Average Quiz Score"
        value={data.AverageQuizScore === null ? '–' : `${data.AverageQuizScore}%`}
        helpText={data.QuizAttempts ? plural(data.QuizAttempts, 'attempt') : 'No quizzes in this range'}
      />
    </SimpleGrid>
  );
}

function GoalCard({
  title,
  minutes,
  goal,
  period,
}: {
  title: string;
  minutes: number;
  goal: number;
  period: string;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {formatMinutes(minutes)} of {goal.toLocaleString('en-US')} minutes {period}
        </Text>
        <ProgressBar value={goalPercent(minutes, goal)} label={`${title} progress`} hideLabel />
      </Card.Body>
    </Card.Root>
  );
}

export function GoalProgressCards({ data }: { data: LearningAnalytics }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="section" aria-label="Goals">
      <GoalCard
        title="Weekly Goal"
        minutes={data.WeeklyMinutes}
        goal={WEEKLY_GOAL_MINUTES}
        period="in the last 7 days"
      />
      <GoalCard
        title="Monthly Goal"
        minutes={data.MonthlyMinutes}
        goal={MONTHLY_GOAL_MINUTES}
        period="in the last 30 days"
      />
    </SimpleGrid>
  );
}
