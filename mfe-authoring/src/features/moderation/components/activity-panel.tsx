import { useState } from 'react';
import { formatDate, formatTime } from '@portal/shared-api/core';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_PAGE_SIZE,
  MODERATION_TEXTS,
  useModerationActions,
} from '@portal/shared-api/moderation';
import { EmptyState, List, Stack, Text } from '@portal/shared-ui';
import { ListSkeleton, Pagination, QueryState } from '@portal/shared-ui/data';

/** The audit log: every decision with who and when, newest first. */
export function ActivityPanel() {
  const [page, setPage] = useState(1);
  const actions = useModerationActions(page);
  return (
    <QueryState
      query={actions}
      errorTitle={MODERATION_TEXTS.loadFailed}
      loading={<ListSkeleton count={3} label="Loading activity" />}
      isEmpty={(data) => data.actions.length === 0}
      empty={<EmptyState title={MODERATION_TEXTS.noActivity} />}
    >
      {(data) => (
        <Stack gap="3">
          <List.Root variant="plain" gap="3" aria-label="Moderation activity">
            {data.actions.map((action) => (
              <List.Item key={action.Id} display="block">
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {action.Moderator?.Name ?? 'A former moderator'}
                  </Text>{' '}
                  · {MODERATION_ACTION_LABELS[action.Action]}
                  {action.Target ? `: ${action.Target}` : ''}
                </Text>
                {action.Note ? <Text fontSize="sm">“{action.Note}”</Text> : null}
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(action.CreatedAt)} at {formatTime(action.CreatedAt)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
          {data.countTotal > MODERATION_PAGE_SIZE && (
            <Pagination
              page={page}
              pageCount={Math.ceil(data.countTotal / MODERATION_PAGE_SIZE)}
              onPageChange={setPage}
              label="Activity pages"
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
