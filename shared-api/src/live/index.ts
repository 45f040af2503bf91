// @portal/shared-api/live: the tab's one live stream (docs/architecture.md#live-events); loads with the
// portal frame, not /login.
export {
  emitLiveEvent,
  startLiveEvents,
  subscribeLive,
  useLiveMessagesUnread,
  useLiveUnread,
} from './live-events.ts';
