// Enable Two-Factor Authentication (docs/product/security.md#dialogs): the QR code for the authenticator
// app, the secret to type by hand, and a 6-digit code (max 6 characters) that must verify before two-factor
// is on (docs/product/security.md#two-factor-code-rule).
import { useState } from 'react';
import type { ApiError } from '@portal/shared-api/core';
import { SECURITY_TEXTS, useEnableTwoFactor, type TwoFactorSetup } from '@portal/shared-api/security';
import {
  Box,
  Button,
  Code,
  FormAlert,
  FormField,
  Image,
  Input,
  Stack,
  Text,
  toaster,
} from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/overlays';

export function EnableTwoFactorDialog({
  setup,
  onClose,
  onEnabled,
}: {
  setup: TwoFactorSetup | null;
  onClose: () => void;
  onEnabled: (backupCodes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit() {
    if (!/^\d{6}$/.test(code)) return setError(SECURITY_TEXTS.codeFormat);
    setError(null);
    try {
      const { BackupCodes } = await enable.trigger(code);
      toaster.create({ type: 'success', title: SECURITY_TEXTS.twoFactorEnabled });
      setCode('');
      onEnabled(BackupCodes);
    } catch (failure) {
      setError((failure as ApiError).message);
      toaster.create({ type: 'error', title: SECURITY_TEXTS.twoFactorEnableFailed });
    }
  }

  return (
    <Modal
      open={Boolean(setup)}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      title="Enable Two-Factor Authentication"
      dismissLabel="Cancel"
      isPending={enable.isMutating}
      actions={
        <Button type="submit" loading={enable.isMutating}>
          Enable 2FA
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter
          the 6-digit code it shows.
        </Text>
        {setup && (
          <Box alignSelf="center" bg="white" p="2" borderRadius="md">
            <Image
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.QrSvg)}`}
              alt="QR code for your authenticator app"
              width="200px"
              height="200px"
            />
          </Box>
        )}
        <Text fontSize="sm">
          Can’t scan it? Enter this key:{' '}
          <Code data-testid="totp-secret" wordBreak="break-all">
            {setup?.Secret}
          </Code>
        </Text>
        <FormAlert status="error" message={error} />
        <FormField label="Verification code" required>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="Enter the 6-digit code"
          />
        </FormField>
      </Stack>
    </Modal>
  );
}
