// Password Security card (docs/product/security.md#password-security): when the password last changed,
// Change Password (docs/product/security.md#change-password-rules, the server's common-password check, other
// sessions ended), the two-factor switch and View Backup Codes.
import { useState } from 'react';
import { formatDate, useAuth, type ApiError } from '@portal/shared-api/core';
import {
  SECURITY_TEXTS,
  securityPasswordFormSchema,
  type SecurityPasswordFormValues,
  type SecuritySettings,
} from '@portal/shared-api/security';
import { useChangePassword } from '@portal/shared-api/users';
import { Button, Card, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { FormDialog, PasswordField } from '@portal/shared-ui/forms';
import { TwoFactorControls } from './two-factor-controls.tsx';

const empty: SecurityPasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({ settings }: { settings: SecuritySettings }) {
  const { user } = useAuth();
  const change = useChangePassword(user?.Slug ?? '');
  const [open, setOpen] = useState(false);

  async function handleSubmit(values: SecurityPasswordFormValues) {
    try {
      await change.trigger({ lastPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: SECURITY_TEXTS.passwordFailed,
        description: (error as ApiError).message,
      });
      throw error;
    }
    toaster.create({ type: 'success', title: SECURITY_TEXTS.passwordChanged });
    setOpen(false);
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Password Security</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Stack gap="0">
              <Text fontWeight="medium">Password</Text>
              <Text fontSize="sm" color="fg.muted">
                {settings.PasswordLastChanged
                  ? `Last changed ${formatDate(settings.PasswordLastChanged)}`
                  : 'Never changed'}
              </Text>
            </Stack>
            <Button variant="outline" onClick={() => setOpen(true)}>
              Change Password
            </Button>
          </HStack>
          <TwoFactorControls settings={settings} />
        </Stack>
      </Card.Body>
      <FormDialog<SecurityPasswordFormValues>
        open={open}
        onClose={() => setOpen(false)}
        title="Change Password"
        description="Your other sessions are signed out when the password changes."
        submitLabel="Change Password"
        initialValues={empty}
        validationSchema={securityPasswordFormSchema}
        onSubmit={handleSubmit}
      >
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
        />
        <PasswordField name="newPassword" label="New password" autoComplete="new-password" required />
        <PasswordField
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          required
        />
      </FormDialog>
    </Card.Root>
  );
}
