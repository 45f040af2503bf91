import { useState } from 'react';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_TEXTS,
  useFeedbackQueue,
  useHandleFeedback,
  type FeedbackFilter,
} from '@portal/shared-api/moderation';
import { EmptyState, Stack } from '@portal/shared-ui';
import { ListSkeleton, Pagination, QueryState } from '@portal/shared-ui/data';
import { useDecision } from '../hooks/use-decision.ts';
import { FeedbackCard } from './feedback-card.tsx';
import { FilterButtons } from './filter-buttons.tsx';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
] as const;

/** Feedback from the Feedback page, newest first, to mark handled. */
export function FeedbackPanel() {
  const [status, setStatus] = useState<FeedbackFilter>('open');
  const [page, setPage] = useState(1);
  const queue = useFeedbackQueue(status, page);
  const handle = useDecision(useHandleFeedback(), MODERATION_TEXTS.handled);

  const handleFilter = (value: FeedbackFilter) => {
    setStatus(value);
    setPage(1);
  };

  return (
    <Stack gap="4">
      <FilterButtons label="Feedback status" value={status} options={FILTERS} onChange={handleFilter} />
      <QueryState
        query={queue}
        errorTitle={MODERATION_TEXTS.loadFailed}
        loading={<ListSkeleton count={3} label="Loading feedback" />}
        isEmpty={(data) => data.feedback.length === 0}
        empty={
          <EmptyState
            title={status === 'open' ? MODERATION_TEXTS.noFeedback : MODERATION_TEXTS.noHandledFeedback}
          />
        }
      >
        {(data) => (
          <Stack gap="3">
            {data.feedback.map((item) => (
              <FeedbackCard
                key={item.Id}
                item={item}
                isPending={handle.isPending}
                onHandle={(chosen) => void handle.run({ id: chosen.Id })}
              />
            ))}
            {data.countTotal > MODERATION_PAGE_SIZE && (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.countTotal / MODERATION_PAGE_SIZE)}
                onPageChange={setPage}
                label="Feedback pages"
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
