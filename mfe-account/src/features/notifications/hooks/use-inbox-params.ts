import { oneOf, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
} from '@portal/shared-api/notifications';

const INBOX_PARAMS = {
  tab: oneOf(NOTIFICATION_TABS, 'all'),
  type: oneOf(NOTIFICATION_TYPES, ''),
  priority: oneOf(NOTIFICATION_PRIORITIES, ''),
};
export type InboxParams = ParsedParams<typeof INBOX_PARAMS>;

/** The inbox's tab and filters in the URL (?tab=&type=&priority=). */
export function useInboxParams() {
  const { params, set: change } = useUrlState(INBOX_PARAMS);
  const set = (changes: Partial<InboxParams>) => change(changes, { replace: true });
  return { params, set };
}
