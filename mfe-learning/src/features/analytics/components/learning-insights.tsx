// Learning Insights (docs/product/analytics.md#insights): computed by the server from the learner's own
// activity; the page says when they are the general defaults because there is nothing to learn from yet.
import { Card, Heading, Text } from '@portal/shared-ui';
import { DataList } from '@portal/shared-ui/data';
import { STUDY_TIME_LABELS, type LearningInsights as Insights } from '@portal/shared-api/analytics';

const list = (areas: string[], none: string) => (areas.length ? areas.join(', ') : none);

export function LearningInsights({ insights }: { insights: Insights }) {
  const items = [
    ['Best study time', STUDY_TIME_LABELS[insights.PreferredStudyTime]],
    ['Most productive day', insights.MostProductiveDay],
    ['Recommended study time', `${insights.RecommendedStudyTime} minutes a day`],
    ['Strong areas', list(insights.StrongAreas, 'Take a few quizzes to find out')],
    ['Areas for improvement', list(insights.WeakAreas, 'None right now')],
  ] as const;
  return (
    <Card.Root as="section" aria-labelledby="learning-insights">
      <Card.Header>
        <Heading as="h2" size="md" id="learning-insights">
          Learning Insights
        </Heading>
        {insights.IsDefault ? (
          <Text textStyle="sm" color="fg.muted">
            No study in this range yet: these are general suggestions.
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body pt="0">
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
