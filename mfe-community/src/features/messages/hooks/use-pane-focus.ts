// On a phone the list and the open conversation replace each other: focus follows to the pane that appears
// (its Back button, or the row of the conversation just left), so keyboard and screen-reader users keep
// their place instead of landing on the page's start.
import { useEffect, useRef } from 'react';

export function usePaneFocus(isPhone: boolean, openId: string | null) {
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const previous = useRef(openId);
  useEffect(() => {
    const left = previous.current;
    previous.current = openId;
    if (!isPhone || left === openId) return;
    if (openId) backRef.current?.focus();
    else
      Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-conversation-id]') ?? [])
        .find((row) => row.dataset.conversationId === left)
        ?.focus();
  }, [isPhone, openId]);
  return { backRef, listRef };
}
