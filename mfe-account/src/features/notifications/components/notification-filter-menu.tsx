// The inbox's Filter menu (docs/product/notifications.md#inbox): by type and by priority, applied in the
// browser to the whole list.
import { Button } from '@portal/shared-ui';
import { Menu } from '@portal/shared-ui/overlays';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
} from '@portal/shared-api/notifications';
import type { InboxParams } from '../hooks/use-inbox-params.ts';

type FilterMenuProps = { params: InboxParams; onChange: (changes: Partial<InboxParams>) => void };

export function NotificationFilterMenu({ params, onChange }: FilterMenuProps) {
  const active = [params.type, params.priority].filter(Boolean).length;
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          Filter{active ? ` (${active})` : ''}
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          <Menu.RadioItemGroup
            value={params.type || 'any'}
            onValueChange={(details) =>
              onChange({ type: details.value === 'any' ? '' : (details.value as InboxParams['type']) })
            }
          >
            <Menu.ItemGroupLabel>Type</Menu.ItemGroupLabel>
            <Menu.RadioItem value="any">
              All types
              <Menu.ItemIndicator />
            </Menu.RadioItem>
            {NOTIFICATION_TYPES.map((type) => (
              <Menu.RadioItem key={type} value={type}>
                {NOTIFICATION_TYPE_LABELS[type]}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
          <Menu.Separator />
          <Menu.RadioItemGroup
            value={params.priority || 'any'}
            onValueChange={(details) =>
              onChange({
                priority: details.value === 'any' ? '' : (details.value as InboxParams['priority']),
              })
            }
          >
            <Menu.ItemGroupLabel>Priority</Menu.ItemGroupLabel>
            <Menu.RadioItem value="any">
              All priorities
              <Menu.ItemIndicator />
            </Menu.RadioItem>
            {NOTIFICATION_PRIORITIES.map((priority) => (
              <Menu.RadioItem key={priority} value={priority}>
                {NOTIFICATION_PRIORITY_LABELS[priority]}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
