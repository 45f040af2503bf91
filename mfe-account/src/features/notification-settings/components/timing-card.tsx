// Frequency & Timing (docs/product/notification-settings.md#settings-page): how often emails go out, and
// quiet hours (their times show only while on), read in the time zone saved with them.
import {
  FREQUENCY_LABELS,
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type NotificationSettingsPayload,
} from '@portal/shared-api/notification-settings';
import { Card, FormField, HStack, Input, Stack } from '@portal/shared-ui';
import { ChoiceSelect, SwitchRow } from '@portal/shared-ui/forms';

type Quiet = NotificationSettingsPayload['QuietHours'];

export function TimingCard({
  value,
  onFrequency,
  onQuiet,
}: {
  value: NotificationSettingsPayload;
  onFrequency: (frequency: NotificationFrequency) => void;
  onQuiet: (quiet: Partial<Quiet>) => void;
}) {
  const quiet = value.QuietHours;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Frequency & Timing</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <ChoiceSelect<NotificationFrequency>
            label="Email frequency"
            helperText="Digests gather notifications into one email."
            value={value.Frequency}
            options={NOTIFICATION_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: FREQUENCY_LABELS[frequency],
            }))}
            onChange={onFrequency}
          />
          <Stack gap="3">
            <SwitchRow
              label="Quiet hours"
              hint={`No emails during these hours; they wait until the quiet hours end. Times are in ${quiet.timezone}.`}
              checked={quiet.enabled}
              onChange={(enabled) => onQuiet({ enabled })}
            />
            {quiet.enabled && (
              <HStack gap="4" flexWrap="wrap">
                <FormField label="Start time">
                  <Input
                    type="time"
                    value={quiet.startTime}
                    onChange={(event) => onQuiet({ startTime: event.target.value })}
                  />
                </FormField>
                <FormField label="End time">
                  <Input
                    type="time"
                    value={quiet.endTime}
                    onChange={(event) => onQuiet({ endTime: event.target.value })}
                  />
                </FormField>
              </HStack>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
