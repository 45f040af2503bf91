import { useState } from 'react';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_TEXTS,
  useModerationReports,
  type ReportFilter,
} from '@portal/shared-api/moderation';
import { EmptyState, Stack } from '@portal/shared-ui';
import { ListSkeleton, Pagination, QueryState } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { useReportDecisions } from '../hooks/use-report-decisions.ts';
import { FilterButtons } from './filter-buttons.tsx';
import { ReportCard } from './report-card.tsx';
import { WarnAuthorDialog } from './warn-author-dialog.tsx';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

/** Content reports from the player and the social feed, newest first: dismiss, hide, or warn the author. */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportFilter>('open');
  const [page, setPage] = useState(1);
  const reports = useModerationReports(status, page);
  const decisions = useReportDecisions();

  const handleFilter = (value: ReportFilter) => {
    setStatus(value);
    setPage(1);
  };

  return (
    <Stack gap="4">
      <FilterButtons label="Report status" value={status} options={FILTERS} onChange={handleFilter} />
      <QueryState
        query={reports}
        errorTitle={MODERATION_TEXTS.loadFailed}
        loading={<ListSkeleton count={3} label="Loading reports" />}
        isEmpty={(data) => data.reports.length === 0}
        empty={
          <EmptyState
            title={status === 'open' ? MODERATION_TEXTS.noOpenReports : MODERATION_TEXTS.noClosedReports}
          />
        }
      >
        {(data) => (
          <Stack gap="3">
            {data.reports.map((report) => (
              <ReportCard
                key={report.Id}
                report={report}
                isPending={decisions.isPending}
                onDismiss={decisions.dismiss}
                onHide={decisions.askHide}
                onWarn={decisions.askWarn}
              />
            ))}
            {data.countTotal > MODERATION_PAGE_SIZE && (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.countTotal / MODERATION_PAGE_SIZE)}
                onPageChange={setPage}
                label="Report pages"
              />
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={decisions.hiding !== null}
        title={MODERATION_TEXTS.hideConfirm}
        description={MODERATION_TEXTS.hideWarning}
        confirmLabel={MODERATION_TEXTS.hide}
        destructive
        isPending={decisions.isHiding}
        onClose={decisions.cancelHide}
        onConfirm={() => void decisions.confirmHide()}
      />
      <WarnAuthorDialog
        authorName={decisions.warning?.Target.Author?.Name ?? null}
        onClose={decisions.cancelWarn}
        onSubmit={decisions.sendWarning}
      />
    </Stack>
  );
}
