// Security Alerts (docs/product/security.md#security-alerts): three switches, each saved as it changes. Login
// alerts tell the person about a sign-in from a new browser; email notifications send security alerts by
// email too.
import { SECURITY_TEXTS, useSaveSecurityAlerts, type SecuritySettings } from '@portal/shared-api/security';
import { Card, Stack, toaster } from '@portal/shared-ui';
import { SwitchRow } from '@portal/shared-ui/forms';

type Key = 'EmailNotifications' | 'LoginAlerts' | 'SuspiciousActivityAlerts';

const SWITCHES: { key: Key; label: string; hint: string }[] = [
  {
    key: 'EmailNotifications',
    label: 'Email notifications',
    hint: 'Send security alerts to your email as well.',
  },
  { key: 'LoginAlerts', label: 'Login alerts', hint: 'Tell me when my account signs in from a new browser.' },
  {
    key: 'SuspiciousActivityAlerts',
    label: 'Suspicious activity alerts',
    hint: 'Tell me when someone enters wrong two-factor codes for my account.',
  },
];

export function AlertsCard({ settings }: { settings: SecuritySettings }) {
  const save = useSaveSecurityAlerts();

  async function handleChange(key: Key, on: boolean) {
    try {
      await save.trigger({
        EmailNotifications: settings.EmailNotifications,
        LoginAlerts: settings.LoginAlerts,
        SuspiciousActivityAlerts: settings.SuspiciousActivityAlerts,
        [key]: on,
      });
      toaster.create({ type: 'success', title: SECURITY_TEXTS.alertsSaved });
    } catch {
      toaster.create({ type: 'error', title: SECURITY_TEXTS.alertsFailed });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Security Alerts</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {SWITCHES.map(({ key, label, hint }) => (
            <SwitchRow
              key={key}
              label={label}
              hint={hint}
              checked={settings[key]}
              disabled={save.isMutating}
              onChange={(on) => void handleChange(key, on)}
            />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
