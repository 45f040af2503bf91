import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { buildUser } from '../testing/factories/users.ts';
import { authStore } from '../core/auth-store.ts';
import { liveUnreadStore, startLiveEvents, subscribeLive } from './live-events.ts';

/** Stands in for the browser's EventSource (jsdom has none): records what the portal opens and closes. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  readonly url: string;
  readonly init?: EventSourceInit;
  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.init = init;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  dispatch(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

describe('the tab’s live stream', () => {
  const original = globalThis.EventSource;
  beforeAll(() => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  });
  afterAll(() => {
    globalThis.EventSource = original;
    authStore.getState().setUser(null);
  });

  it('opens one stream while signed in, hands its events out, and closes it on sign-out', () => {
    startLiveEvents();
    startLiveEvents();
    expect(FakeEventSource.opened).toHaveLength(0);
    authStore.getState().setUser(buildUser());
    authStore.getState().setUser(buildUser());
    expect(FakeEventSource.opened).toHaveLength(1);
    const [stream] = FakeEventSource.opened;
    expect(stream!.url).toBe('/api/events');
    expect(stream!.init).toEqual({ withCredentials: true });

    const heard = jest.fn();
    const stop = subscribeLive('notification', heard);
    stream!.dispatch('notification', { Title: 'Hello' });
    stream!.dispatch('unread', { count: 4 });
    expect(heard).toHaveBeenCalledWith({ Title: 'Hello' });
    expect(liveUnreadStore.getState().count).toBe(4);
    stop();
    stream!.dispatch('notification', { Title: 'Again' });
    expect(heard).toHaveBeenCalledTimes(1);

    authStore.getState().setUser(null);
    expect(stream!.closed).toBe(true);
    expect(liveUnreadStore.getState().count).toBeNull();
  });

  it('stops when the server replaced the stream with a newer tab’s, and follows again once shown', () => {
    const shown = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    FakeEventSource.opened = [];
    authStore.getState().setUser(buildUser());
    const [stream] = FakeEventSource.opened;
    stream!.dispatch('replaced', {});
    expect(stream!.closed).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.opened).toHaveLength(1);

    shown.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.closed).toBe(false);
    shown.mockRestore();
  });
});
