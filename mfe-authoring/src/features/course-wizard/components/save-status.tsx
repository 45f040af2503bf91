import { Text } from '@portal/shared-ui';
import { formatTime } from '@portal/shared-api/core';
import type { SaveStatus as Status } from '../hooks/use-draft-saving.ts';

/** The quiet autosave line; a live region, so a screen reader hears "Saved at 14:05" without a move of focus. */
export function SaveStatus({ status }: { status: Status }) {
  return (
    <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
      {status.kind === 'saving'
        ? 'Saving…'
        : status.kind === 'saved'
          ? `Saved at ${formatTime(status.at)}`
          : ''}
    </Text>
  );
}
