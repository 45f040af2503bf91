// A conversation's messages: the newest page from the shared cache (kept live by the stream) and the older
// pages loaded when the person scrolls up, kept here. A deleted message leaves both.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getMessages, useMessagePage, type Message } from '@portal/shared-api/messages';

export function useMessageHistory(conversationId: string | null) {
  const newest = useMessagePage(conversationId);
  const [older, setOlder] = useState<Message[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);

  useEffect(() => {
    setOlder([]);
    setHasMoreOlder(null);
    setOlderError(null);
  }, [conversationId]);

  const page = newest.data;
  const messages = useMemo(() => {
    if (!page) return [];
    const shown = new Set(page.messages.map((message) => message.Id));
    // Older pages may hold a message the newest page now also holds (after sends): keep one.
    return [...older.filter((message) => !shown.has(message.Id)), ...page.messages];
  }, [older, page]);
  const hasMore = hasMoreOlder ?? page?.hasMore ?? false;

  const loadOlder = useCallback(async () => {
    if (!conversationId || loadingOlder || !hasMore || messages.length === 0) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const before = await getMessages(conversationId, messages[0]!.Id);
      setOlder((current) => [...before.messages, ...current]);
      setHasMoreOlder(before.hasMore);
    } catch (error) {
      setOlderError((error as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, hasMore, loadingOlder, messages]);

  const forget = useCallback(
    (id: string) => setOlder((current) => current.filter((message) => message.Id !== id)),
    [],
  );

  return { newest, messages, hasMore, loadOlder, loadingOlder, olderError, forget };
}
