// The two-factor switch and View Backup Codes (docs/product/security.md#two-factor, issue 13). On: a setup
// dialog with the QR code and the secret, enabled only when a code verifies, then the ten backup codes once.
// Off: needs the password.
import { useState } from 'react';
import type { ApiError } from '@portal/shared-api/core';
import {
  SECURITY_TEXTS,
  useDisableTwoFactor,
  useStartTwoFactor,
  type SecuritySettings,
  type TwoFactorSetup,
} from '@portal/shared-api/security';
import { Button, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { FormDialog, PasswordField, Switch } from '@portal/shared-ui/forms';
import { object, string } from 'yup';
import { BackupCodesDialog } from './backup-codes-dialog.tsx';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog.tsx';

const passwordSchema = object({ password: string().required(SECURITY_TEXTS.currentRequired) });

export function TwoFactorControls({ settings }: { settings: SecuritySettings }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [viewing, setViewing] = useState(false);

  async function handleSwitch(on: boolean) {
    if (!on) return setDisabling(true);
    try {
      setSetup(await start.trigger());
    } catch {
      toaster.create({ type: 'error', title: SECURITY_TEXTS.twoFactorEnableFailed });
    }
  }

  async function handleDisable({ password }: { password: string }) {
    try {
      await disable.trigger(password);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: SECURITY_TEXTS.twoFactorDisableFailed,
        description: (error as ApiError).message,
      });
      throw error;
    }
    toaster.create({ type: 'info', title: SECURITY_TEXTS.twoFactorDisabled });
    setDisabling(false);
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Switch.Root
          checked={settings.TwoFactorEnabled}
          onCheckedChange={(details) => void handleSwitch(details.checked)}
          disabled={start.isMutating}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Two-factor authentication</Switch.Label>
        </Switch.Root>
        {settings.TwoFactorEnabled && (
          <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
            View Backup Codes
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {settings.TwoFactorEnabled
          ? `On: signing in asks for a code from your authenticator app. ${settings.BackupCodesRemaining} backup codes left.`
          : 'Off: add a code from an authenticator app to your password when you sign in.'}
      </Text>
      <EnableTwoFactorDialog
        setup={setup}
        onClose={() => setSetup(null)}
        onEnabled={(backupCodes) => {
          setSetup(null);
          setCodes(backupCodes);
          setViewing(true);
        }}
      />
      <BackupCodesDialog
        open={viewing}
        codes={codes}
        remaining={settings.BackupCodesRemaining}
        onCodes={setCodes}
        onClose={() => {
          setViewing(false);
          setCodes(null);
        }}
      />
      <FormDialog<{ password: string }>
        open={disabling}
        onClose={() => setDisabling(false)}
        title="Turn off two-factor authentication"
        description="Enter your password to turn it off. Your backup codes stop working."
        submitLabel="Turn off"
        initialValues={{ password: '' }}
        validationSchema={passwordSchema}
        onSubmit={handleDisable}
      >
        <PasswordField name="password" label="Password" required />
      </FormDialog>
    </Stack>
  );
}
