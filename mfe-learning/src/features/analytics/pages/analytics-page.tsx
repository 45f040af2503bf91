// /user/analytics (docs/product/analytics.md#analytics-page): how the learner is doing over 7, 30 or 90
// days or custom days: the four stat cards, the weekly and monthly goals, the charts, Course Performance
// and Learning Insights. Every figure is the server's, computed from the learner's sessions, courses,
// quizzes and history.
import { useMemo } from 'react';
import { Grid, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { useAuth } from '@portal/shared-api/core';
import { ANALYTICS_TEXTS, useLearningAnalytics } from '@portal/shared-api/analytics';
import { browserTimeZone } from '@portal/shared-api/course-history';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';
import { AnalyticsRangePicker } from '../components/analytics-range.tsx';
import { AnalyticsStats, GoalProgressCards } from '../components/analytics-stats.tsx';
import { CoursePerformance } from '../components/course-performance.tsx';
import { LearningInsights } from '../components/learning-insights.tsx';
import { useAnalyticsParams } from '../hooks/use-analytics-params.ts';

export function AnalyticsPage() {
  const userId = useAuth().user?.Id;
  const tz = useMemo(browserTimeZone, []);
  const { range, custom, query, setRange, setCustom } = useAnalyticsParams(tz);
  const analytics = useLearningAnalytics(userId, query);
  return (
    <PageFrame
      title="Learning Analytics"
      description="Your study time, streaks, courses and quizzes at a glance."
    >
      <AnalyticsRangePicker range={range} custom={custom} onRange={setRange} onCustom={setCustom} />
      <QueryState
        query={analytics}
        errorTitle={ANALYTICS_TEXTS.loadFailed}
        loading={<CardGridSkeleton count={4} label="Loading analytics" />}
      >
        {(data) => (
          <Stack gap="6">
            <AnalyticsStats data={data} />
            <GoalProgressCards data={data} />
            <AnalyticsCharts data={data} />
            <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
              <CoursePerformance courses={data.Courses} />
              <LearningInsights insights={data.Insights} />
            </Grid>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
