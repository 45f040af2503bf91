// Account Recovery (docs/product/security.md#account-recovery): Update sends a confirmation link to the new
// address; it becomes the recovery email once the link is followed.
import { useState, type FormEvent } from 'react';
import type { ApiError } from '@portal/shared-api/core';
import { SECURITY_TEXTS, useUpdateRecoveryEmail, type SecuritySettings } from '@portal/shared-api/security';
import { Box, Button, Card, FormAlert, FormField, HStack, Input, Stack, Text } from '@portal/shared-ui';

export function RecoveryCard({ settings }: { settings: SecuritySettings }) {
  const update = useUpdateRecoveryEmail();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim()))
      return setOutcome({ status: 'error', message: SECURITY_TEXTS.recoveryInvalid });
    try {
      const { message } = await update.trigger(email.trim());
      setOutcome({ status: 'success', message });
      setEmail('');
    } catch (error) {
      setOutcome({ status: 'error', message: (error as ApiError).message || SECURITY_TEXTS.recoveryFailed });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Account Recovery</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {settings.RecoveryEmail
                ? `Recovery email: ${settings.RecoveryEmail}`
                : 'No recovery email yet. Add one you can read if you lose access to your sign-in address.'}
              {settings.PendingRecoveryEmail &&
                ` Waiting for confirmation: ${settings.PendingRecoveryEmail}.`}
            </Text>
            <FormAlert status={outcome?.status ?? 'success'} message={outcome?.message} />
            <HStack align="end" gap="3" flexWrap="wrap">
              <Box flex="1" minW="16rem">
                <FormField label="Recovery email">
                  <Input
                    type="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    autoComplete="email"
                    placeholder="you@example.com"
                  />
                </FormField>
              </Box>
              <Button type="submit" loading={update.isMutating}>
                Update
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
