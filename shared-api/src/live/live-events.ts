// The live stream of the tab (docs/architecture.md#live-events): one EventSource on `/api/events` for the
// whole portal, opened while someone is signed in and closed on sign-out. This entry
// (@portal/shared-api/live) is one singleton under Module Federation, so the shell and every remote share
// this one connection; they subscribe to its events here. It is its own entry so the sign-in page does not
// load it. The browser reconnects by itself and sends Last-Event-ID, so nothing filed meanwhile is missed.
// A person holds a few streams at most (docs/product/portal.md#abuse-limits): a tab whose stream the server
// replaced with a newer tab's waits until it is shown again, rather than reconnecting and replacing another.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { authStore, type AuthState } from '@portal/shared-api/core';

export const LIVE_EVENTS = [
  'notification',
  'unread',
  'message',
  'messages-unread',
  'presence',
  // An author's video changed: its transcoding progressed, finished or failed (data: VideoProgressEvent).
  'media',
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];
type Listener = (data: unknown) => void;

const listeners = new Map<LiveEventName, Set<Listener>>();
let source: EventSource | null = null;

/** The unread notifications the stream last announced; null until it has said. */
export const liveUnreadStore = createStore<{ count: number | null }>()(() => ({ count: null }));
/** The unread messages across the person's conversations (the sidebar's Messages entry). */
export const liveMessagesUnreadStore = createStore<{ count: number | null }>()(() => ({ count: null }));

function emit(name: LiveEventName, data: unknown) {
  if (name === 'unread') liveUnreadStore.setState({ count: (data as { count: number }).count });
  if (name === 'messages-unread')
    liveMessagesUnreadStore.setState({ count: (data as { count: number }).count });
  for (const listener of listeners.get(name) ?? []) listener(data);
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource('/api/events', { withCredentials: true });
  for (const name of LIVE_EVENTS)
    opened.addEventListener(name, (event) => emit(name, JSON.parse((event as MessageEvent<string>).data)));
  opened.addEventListener('replaced', () => {
    opened.close();
    if (source === opened) source = null;
    document.addEventListener('visibilitychange', resume);
  });
  source = opened;
}

function resume() {
  if (document.visibilityState !== 'visible') return;
  document.removeEventListener('visibilitychange', resume);
  if (authStore.getState().status === 'signed-in') connect();
}

function disconnect() {
  document.removeEventListener('visibilitychange', resume);
  source?.close();
  source = null;
  liveUnreadStore.setState({ count: null });
  liveMessagesUnreadStore.setState({ count: null });
}

let following = false;

/** Called once by the shell: keeps one stream open while signed in. */
export function startLiveEvents(): void {
  if (following) return;
  following = true;
  const follow = (state: AuthState) => (state.status === 'signed-in' ? connect() : disconnect());
  follow(authStore.getState());
  authStore.subscribe(follow);
}

/** Listen to one kind of live event; returns the way to stop. */
export function subscribeLive(name: LiveEventName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

export function useLiveUnread(): number | null {
  return useStore(liveUnreadStore, (state) => state.count);
}

export function useLiveMessagesUnread(): number | null {
  return useStore(liveMessagesUnreadStore, (state) => state.count);
}

/** Tests and stories: what the stream would announce. */
export const emitLiveEvent = emit;
