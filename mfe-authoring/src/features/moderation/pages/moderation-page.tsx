import { MODERATION_TEXTS, useModerationSummary } from '@portal/shared-api/moderation';
import { PageFrame, TabsWithCounts, type TabWithCount } from '@portal/shared-ui/data';
import { useSearchParams } from '@portal/shared-ui/router';
import { ActivityPanel } from '../components/activity-panel.tsx';
import { FeedbackPanel } from '../components/feedback-panel.tsx';
import { PendingReviewsPanel } from '../components/pending-reviews-panel.tsx';
import { ReportsPanel } from '../components/reports-panel.tsx';

const TABS = ['reviews', 'reports', 'feedback', 'activity'] as const;
type Tab = (typeof TABS)[number];
const PANELS: Record<Tab, () => React.JSX.Element> = {
  reviews: PendingReviewsPanel,
  reports: ReportsPanel,
  feedback: FeedbackPanel,
  activity: ActivityPanel,
};

/** /admin/moderation (administrators): the pending reviews, content reports and feedback queues, and the log. */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const summary = useModerationSummary().data;
  const current = params.get('tab');
  const tab: Tab = TABS.includes(current as Tab) ? (current as Tab) : 'reviews';
  const tabs: TabWithCount<Tab>[] = [
    { value: 'reviews', label: MODERATION_TEXTS.pendingReviews, count: summary?.pendingReviews },
    { value: 'reports', label: MODERATION_TEXTS.reports, count: summary?.openReports },
    { value: 'feedback', label: MODERATION_TEXTS.feedback, count: summary?.openFeedback },
    { value: 'activity', label: MODERATION_TEXTS.activity },
  ];

  return (
    <PageFrame title={MODERATION_TEXTS.title}>
      <TabsWithCounts
        tabs={tabs}
        value={tab}
        onValueChange={(value) => setParams(value === 'reviews' ? {} : { tab: value }, { replace: true })}
      >
        {(value) => {
          const Panel = PANELS[value];
          return <Panel />;
        }}
      </TabsWithCounts>
    </PageFrame>
  );
}
