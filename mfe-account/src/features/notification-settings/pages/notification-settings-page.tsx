// /user/notification-settings (docs/product/notification-settings.md#settings-page): the three cards, Reset
// to Defaults (always active) and Save Settings (disabled until something changed and while saving). What is
// saved decides the emails (docs/product/notification-settings.md#delivery).
import { useEffect, useState } from 'react';
import { useAuth } from '@portal/shared-api/core';
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_TEXTS,
  useNotificationSettings,
  useSaveNotificationSettings,
  type NotificationSettings,
  type NotificationSettingsPayload,
} from '@portal/shared-api/notification-settings';
import { browserTimeZone } from '@portal/shared-api/settings';
import { Button, ErrorCard, HStack, SimpleGrid, Stack, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame } from '@portal/shared-ui/data';
import { CategoriesCard } from '../components/categories-card.tsx';
import { MethodsCard } from '../components/methods-card.tsx';
import { TimingCard } from '../components/timing-card.tsx';

/** The editable part; a never-saved object (Id empty) takes the browser's zone for its quiet hours. */
function editable({ Id, UserId: _user, UpdatedAt: _at, ...rest }: NotificationSettings) {
  return Id ? rest : { ...rest, QuietHours: { ...rest.QuietHours, timezone: browserTimeZone() } };
}

export function NotificationSettingsPage() {
  const { user } = useAuth();
  const query = useNotificationSettings(user?.Id);
  const save = useSaveNotificationSettings();
  const [form, setForm] = useState<NotificationSettingsPayload | null>(null);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (query.data && !changed) setForm(editable(query.data));
  }, [query.data, changed]);
  useEffect(() => {
    if (query.error) toaster.create({ type: 'error', title: NOTIFICATION_SETTINGS_TEXTS.loadFailed });
  }, [query.error]);

  function update(next: NotificationSettingsPayload) {
    setForm(next);
    setChanged(true);
  }

  async function handleSave() {
    if (!form || !user) return;
    try {
      await save.trigger({ userId: user.Id, preferences: form });
      setChanged(false);
      toaster.create({ type: 'success', title: NOTIFICATION_SETTINGS_TEXTS.saved });
    } catch {
      toaster.create({ type: 'error', title: NOTIFICATION_SETTINGS_TEXTS.saveFailed });
    }
  }

  function handleReset() {
    update(defaultNotificationSettings(form?.QuietHours.timezone ?? browserTimeZone()));
    toaster.create({ type: 'info', title: NOTIFICATION_SETTINGS_TEXTS.reset });
  }

  const actions = (
    <HStack gap="3">
      <Button variant="outline" onClick={handleReset}>
        Reset to Defaults
      </Button>
      <Button onClick={() => void handleSave()} disabled={!changed || save.isMutating || !form}>
        {save.isMutating ? 'Saving...' : 'Save Settings'}
      </Button>
    </HStack>
  );

  return (
    <PageFrame
      title="Notification Settings"
      description="Choose how and when we tell you about courses, messages and more."
      actions={query.error ? undefined : actions}
    >
      {query.error && !changed ? (
        <ErrorCard
          title={NOTIFICATION_SETTINGS_TEXTS.panelTitle}
          message={NOTIFICATION_SETTINGS_TEXTS.panelText}
          retryLabel="Try Again"
          isRetrying={query.isValidating}
          onRetry={() => void query.mutate()}
        />
      ) : !form ? (
        <CardGridSkeleton count={3} columns={{ base: 1, lg: 2 }} height="48" label="Loading preferences" />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <MethodsCard value={form} onChange={(key, on) => update({ ...form, [key]: on })} />
            <TimingCard
              value={form}
              onFrequency={(Frequency) => update({ ...form, Frequency })}
              onQuiet={(quiet) => update({ ...form, QuietHours: { ...form.QuietHours, ...quiet } })}
            />
          </SimpleGrid>
          <CategoriesCard
            value={form}
            onChange={(category, channel, on) =>
              update({
                ...form,
                Categories: {
                  ...form.Categories,
                  [category]: { ...form.Categories[category], [channel]: on },
                },
              })
            }
          />
        </Stack>
      )}
    </PageFrame>
  );
}
