// Folds the tab's live stream (docs/architecture.md#live-events) into what Messages shows: a new or deleted
// message refreshes the conversation list and that conversation; a presence change refreshes the list's dots.
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { subscribeLive } from '@portal/shared-api/live';
import type { LiveMessageEvent } from './contract.ts';
import { messageKeys } from './keys.ts';
import { messagePageKey } from './hooks.ts';

const isList = (key: unknown) => messageKeys.isKey(key) && (key as unknown[])[1] === 'list';

/** `onMessage` must be stable (useCallback): it re-subscribes when it changes. */
export function useLiveMessages(onMessage: (event: LiveMessageEvent) => void) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const stopMessages = subscribeLive('message', (data) => {
      const event = data as LiveMessageEvent;
      void mutate(messagePageKey(event.ConversationId));
      void mutate(isList);
      onMessage(event);
    });
    const stopPresence = subscribeLive('presence', () => void mutate(isList));
    return () => {
      stopMessages();
      stopPresence();
    };
  }, [mutate, onMessage]);
}
