import { useSearchParamChanges } from '@portal/shared-ui/router';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationTab,
  type NotificationType,
} from '@portal/shared-api/notifications';

export type InboxParams = {
  tab: NotificationTab;
  type: NotificationType | '';
  priority: NotificationPriority | '';
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

/** The inbox's tab and filters in the URL (?tab=&type=&priority=). */
export function useInboxParams() {
  const [searchParams, change] = useSearchParamChanges();
  const params: InboxParams = {
    tab: oneOf(NOTIFICATION_TABS, searchParams.get('tab')) || 'all',
    type: oneOf(NOTIFICATION_TYPES, searchParams.get('type')),
    priority: oneOf(NOTIFICATION_PRIORITIES, searchParams.get('priority')),
  };
  const set = (changes: Partial<InboxParams>) => change(changes, { replace: true });
  return { params, set };
}
