// @portal/shared-api/live: the tab's one live stream (ARCHITECTURE §6); loads with the portal frame, not /login.
export {
  emitLiveEvent,
  startLiveEvents,
  subscribeLive,
  useLiveMessagesUnread,
  useLiveUnread,
  type LiveEventName,
} from './live-events.ts';
