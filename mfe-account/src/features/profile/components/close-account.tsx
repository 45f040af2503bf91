// Close Account (docs/product/account.md#closing-the-account): enabled once DELETE is typed; the account and
// its data are removed, the session ends, and after 2 s the home page.
import { useState } from 'react';
import { Alert, Button, FormField, Input, Stack, Text, toaster } from '@portal/shared-ui';
import { ReauthDialog } from '@portal/shared-ui/forms';
import { useNavigate } from '@portal/shared-ui/router';
import { authStore } from '@portal/shared-api/core';
import { USER_TEXTS, useDeleteAccount } from '@portal/shared-api/users';

export const HOME_REDIRECT_MS = 2000;

export function CloseAccount({ slug }: { slug: string }) {
  const [typed, setTyped] = useState('');
  const [closed, setClosed] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const close = async () => {
    try {
      await remove.trigger(slug);
    } catch {
      toaster.create({ type: 'error', title: USER_TEXTS.deleteFailed });
      return;
    }
    setClosed(true);
    toaster.create({ type: 'success', title: USER_TEXTS.accountDeleted });
    setTimeout(() => {
      authStore.getState().setUser(null);
      void navigate('/', { replace: true });
    }, HOME_REDIRECT_MS);
  };

  return (
    <Stack gap="4" maxW="2xl">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This cannot be undone</Alert.Title>
          <Alert.Description>
            Your profile, courses, notes, history, reviews and files are removed, and you are signed out.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <FormField label="Type DELETE to confirm" helperText={USER_TEXTS.deleteConfirm}>
        <Input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          disabled={closed}
        />
      </FormField>
      {/* Closing the account asks for the password again first (docs/product/auth.md#re-authentication). */}
      <ReauthDialog />
      {closed ? (
        <Text role="status">{USER_TEXTS.accountDeleted}. Taking you to the home page…</Text>
      ) : (
        <Button
          colorPalette="red"
          alignSelf="flex-start"
          disabled={typed !== 'DELETE'}
          loading={remove.isMutating}
          onClick={() => void close()}
        >
          Close Account
        </Button>
      )}
    </Stack>
  );
}
