// The two charts of the page (docs/decisions/0021-library-picks.md#charts): study minutes on each day of the
// range, and the time spent per course. The chart library comes with this route only
// (@portal/shared-ui/charts).
import { Card, Heading, SimpleGrid } from '@portal/shared-ui';
import { BarChartPanel } from '@portal/shared-ui/charts';
import type { LearningAnalytics } from '@portal/shared-api/analytics';
import { formatMinutes } from '@portal/shared-api/course-history';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}

export function AnalyticsCharts({ data }: { data: LearningAnalytics }) {
  const courses = data.Courses.filter((c) => c.TimeSpent > 0).sort((a, b) => b.TimeSpent - a.TimeSpent);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
      <ChartCard id="minutes-per-day" title="Study minutes per day">
        <BarChartPanel
          title="Study minutes per day"
          valueLabel="Minutes"
          data={data.Sessions.map((s) => ({ label: dayLabel(s.Date), value: s.Duration }))}
          format={formatMinutes}
        />
      </ChartCard>
      <ChartCard id="time-per-course" title="Time per course">
        <BarChartPanel
          title="Time per course (all time)"
          valueLabel="Minutes"
          orientation="horizontal"
          color="blue.solid"
          height={Math.max(160, courses.length * 44)}
          data={courses.map((c) => ({ label: c.CourseTitle, value: c.TimeSpent }))}
          format={formatMinutes}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
