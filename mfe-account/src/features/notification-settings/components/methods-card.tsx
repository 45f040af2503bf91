// Notification Methods (docs/product/notification-settings.md#settings-page): the three global switches. SMS
// has no provider yet: its switch is kept.
import {
  NOTIFICATION_SETTINGS_TEXTS,
  type NotificationSettingsPayload,
} from '@portal/shared-api/notification-settings';
import { Card, Stack } from '@portal/shared-ui';
import { SwitchRow } from '@portal/shared-ui/forms';

type Key = 'EmailNotifications' | 'PushNotifications' | 'SmsNotifications';
const METHODS: { key: Key; label: string; hint: string }[] = [
  { key: 'EmailNotifications', label: 'Email', hint: 'Emails to your sign-in address, now or as a digest.' },
  { key: 'PushNotifications', label: 'Push', hint: 'Live alerts in the portal while it is open.' },
  { key: 'SmsNotifications', label: 'SMS', hint: NOTIFICATION_SETTINGS_TEXTS.smsUnavailable },
];

export function MethodsCard({
  value,
  onChange,
}: {
  value: NotificationSettingsPayload;
  onChange: (key: Key, on: boolean) => void;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Notification Methods</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {METHODS.map(({ key, label, hint }) => (
            <SwitchRow
              key={key}
              label={label}
              hint={hint}
              checked={value[key]}
              onChange={(on) => onChange(key, on)}
            />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
