// /user/history (docs/product/history.md#history-page): what the player recorded. The summary cards for a
// timeframe, the filters (in the URL), the table or the timeline (20 a page), the sessions per day, and the
// export to CSV, XLSX or PDF made on the server.
import { useMemo } from 'react';
import { EmptyState, Grid, Stack } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { useFileExport } from '@portal/shared-ui/overlays';
import { useAuth } from '@portal/shared-api/core';
import { useEnrollments } from '@portal/shared-api/enrollments';
import {
  HISTORY_TEXTS,
  browserTimeZone,
  exportHistory,
  useHistory,
  useHistorySessions,
  useHistoryStats,
  type HistoryExportFormat,
} from '@portal/shared-api/course-history';
import { HistoryFilters } from '../components/history-filters.tsx';
import { HistorySessions } from '../components/history-sessions.tsx';
import { HistorySummary } from '../components/history-summary.tsx';
import { HistoryTable } from '../components/history-table.tsx';
import { HistoryTimeline } from '../components/history-timeline.tsx';
import { useHistoryParams } from '../hooks/use-history-params.ts';

const PAGE_SIZE = 20;

export function HistoryPage() {
  const userId = useAuth().user?.Id;
  const { params, set, clear } = useHistoryParams();
  const tz = useMemo(browserTimeZone, []);
  const filters = {
    courseId: params.course || undefined,
    action: params.action || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
    tz,
  };
  const history = useHistory(userId, { ...filters, page: params.page, pageSize: PAGE_SIZE });
  const sessions = useHistorySessions(userId, {
    courseId: filters.courseId,
    from: filters.from,
    to: filters.to,
    tz,
  });
  const stats = useHistoryStats(userId, params.timeframe, tz);
  const enrollments = useEnrollments();
  const courses = (enrollments.data ?? []).map((course) => ({ value: course.Id, label: course.Title }));

  const { exportAs, isExporting } = useFileExport<HistoryExportFormat>(
    userId ? (format) => exportHistory(userId, format, filters) : undefined,
    HISTORY_TEXTS.exportFailed,
  );

  return (
    <PageFrame
      title="Learning History"
      description="Every lesson you started, paused, resumed, viewed and completed."
    >
      <HistorySummary
        stats={stats.data}
        timeframe={params.timeframe}
        onTimeframe={(timeframe) => set({ timeframe }, true)}
      />
      <HistoryFilters
        params={params}
        courses={courses}
        exporting={isExporting}
        onChange={set}
        onClear={clear}
        onExport={(format) => void exportAs(format)}
      />
      {/* minmax(0, …): the table scrolls inside its own region instead of widening the page. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <QueryState
          query={history}
          errorTitle={HISTORY_TEXTS.loadFailed}
          loading={<ListSkeleton count={8} label="Loading history" />}
        >
          {(page) =>
            page.Items.length === 0 ? (
              <EmptyState title={HISTORY_TEXTS.empty} />
            ) : (
              <Stack gap="3">
                {params.view === 'table' ? (
                  <HistoryTable items={page.Items} />
                ) : (
                  <HistoryTimeline items={page.Items} sessions={sessions.data ?? []} />
                )}
                <Pagination
                  page={page.Page}
                  pageCount={Math.ceil(page.Total / page.PageSize)}
                  onPageChange={(next) => set({ page: next })}
                  label="History pages"
                />
              </Stack>
            )
          }
        </QueryState>
        <HistorySessions sessions={sessions.data ?? []} />
      </Grid>
    </PageFrame>
  );
}
