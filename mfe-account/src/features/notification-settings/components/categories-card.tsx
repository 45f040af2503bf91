// Notification Categories (docs/product/notification-settings.md#categories): per category, email, push and
// SMS checkboxes.
import {
  CATEGORY_LABELS,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationSettingsPayload,
} from '@portal/shared-api/notification-settings';
import { Card, Stack, Text } from '@portal/shared-ui';
import { ScrollRegion, Table } from '@portal/shared-ui/data';
import { Checkbox } from '@portal/shared-ui/forms';

type Channel = 'email' | 'push' | 'sms';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'email', label: 'Email' },
  { key: 'push', label: 'Push' },
  { key: 'sms', label: 'SMS' },
];

export function CategoriesCard({
  value,
  onChange,
}: {
  value: NotificationSettingsPayload;
  onChange: (category: NotificationCategory, channel: Channel, on: boolean) => void;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Notification Categories</Card.Title>
      </Card.Header>
      <Card.Body>
        {/* Four columns scroll inside the card on a narrow phone, never the page. */}
        <ScrollRegion label="Notification categories">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                {CHANNELS.map((channel) => (
                  <Table.ColumnHeader key={channel.key} textAlign="center">
                    {channel.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {NOTIFICATION_CATEGORIES.map((category) => (
                <Table.Row key={category}>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text fontWeight="medium">{CATEGORY_LABELS[category].label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {CATEGORY_LABELS[category].hint}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  {CHANNELS.map((channel) => (
                    <Table.Cell key={channel.key} textAlign="center">
                      <Checkbox.Root
                        checked={value.Categories[category][channel.key]}
                        onCheckedChange={(details) =>
                          onChange(category, channel.key, details.checked === true)
                        }
                        aria-label={`${CATEGORY_LABELS[category].label} by ${channel.label}`}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      </Card.Body>
    </Card.Root>
  );
}
