import { MODERATION_TEXTS, useModerationSummary } from '@portal/shared-api/moderation';
import { PageFrame, TabsWithCounts, type TabWithCount } from '@portal/shared-ui/data';
import { oneOf, useUrlState } from '@portal/shared-ui/routing';
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
const MODERATION_PARAMS = { tab: oneOf(TABS, 'reviews') };

/** /admin/moderation (administrators): the pending reviews, content reports and feedback queues, and the log. */
export function ModerationPage() {
  const { params, set } = useUrlState(MODERATION_PARAMS);
  const summary = useModerationSummary().data;
  const tabs: TabWithCount<Tab>[] = [
    { value: 'reviews', label: MODERATION_TEXTS.pendingReviews, count: summary?.pendingReviews },
    { value: 'reports', label: MODERATION_TEXTS.reports, count: summary?.openReports },
    { value: 'feedback', label: MODERATION_TEXTS.feedback, count: summary?.openFeedback },
    { value: 'activity', label: MODERATION_TEXTS.activity },
  ];

  return (
    <PageFrame title={MODERATION_TEXTS.title}>
      <TabsWithCounts tabs={tabs} value={params.tab} onValueChange={(tab) => set({ tab }, { replace: true })}>
        {(value) => {
          const Panel = PANELS[value];
          return <Panel />;
        }}
      </TabsWithCounts>
    </PageFrame>
  );
}
