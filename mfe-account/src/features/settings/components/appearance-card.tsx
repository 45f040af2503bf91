// Appearance and time zone (Settings, ours): each change is saved at once and applied by the portal frame.
import {
  browserTimeZone,
  FONT_SIZE_LABELS,
  FONT_SIZES,
  SETTINGS_TEXTS,
  THEME_LABELS,
  THEMES,
  useSaveUserSettings,
  type FontSize,
  type Theme,
  type UserSettings,
  type UserSettingsPayload,
} from '@portal/shared-api/settings';
import { Card, FormField, Stack, toaster } from '@portal/shared-ui';
import { ChoiceSelect, SegmentGroup, SwitchRow } from '@portal/shared-ui/forms';

const zones = (): string[] =>
  (Intl.supportedValuesOf?.('timeZone') as string[] | undefined) ?? [browserTimeZone()];

export function useSaveSetting() {
  const save = useSaveUserSettings();
  return async (change: UserSettingsPayload) => {
    try {
      await save.trigger(change);
      toaster.create({ type: 'success', title: SETTINGS_TEXTS.saved });
    } catch {
      toaster.create({ type: 'error', title: SETTINGS_TEXTS.saveFailed });
    }
  };
}

export function AppearanceCard({ settings }: { settings: UserSettings }) {
  const saveSetting = useSaveSetting();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Appearance</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <FormField label="Theme">
            <SegmentGroup.Root
              value={settings.Theme}
              onValueChange={(details) => void saveSetting({ Theme: details.value as Theme })}
              aria-label="Theme"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] }))}
              />
            </SegmentGroup.Root>
          </FormField>
          <SwitchRow
            label="Reduce motion"
            hint="Turns off animations and smooth scrolling."
            checked={settings.ReducedMotion}
            onChange={(on) => void saveSetting({ ReducedMotion: on })}
          />
          <ChoiceSelect<FontSize>
            label="Font size"
            value={settings.FontSize}
            options={FONT_SIZES.map((size) => ({ value: size, label: FONT_SIZE_LABELS[size] }))}
            onChange={(size) => void saveSetting({ FontSize: size })}
          />
          <ChoiceSelect
            label="Time zone"
            helperText="Used for quiet hours, digests and dates. Follows your browser unless you pick one."
            value={settings.TimeZone ?? ''}
            options={[
              { value: '', label: `Browser’s time zone (${browserTimeZone()})` },
              ...zones().map((zone) => ({ value: zone, label: zone })),
            ]}
            onChange={(zone) => void saveSetting({ TimeZone: zone || null })}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
