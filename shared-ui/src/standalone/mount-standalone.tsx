// Runs one remote on its own dev server (docs/architecture.md#shell-and-remotes): the providers the shell
// would give it, a router, and a minimal sign-in against the real API (proxied to :8080) so its pages have a
// user.
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { authStore, useAuth } from '@portal/shared-api/core';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PortalProviders } from '../providers/portal-providers.tsx';

function DevSignIn() {
  const [error, setError] = useState<string | null>(null);
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await authStore
        .getState()
        .signIn({ email: String(form.get('email')), password: String(form.get('password')) });
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <Box maxW="sm" mx="auto" mt="16">
      <form onSubmit={handleSubmit}>
        <Stack gap="3">
          <Heading size="lg">Sign in (standalone remote)</Heading>
          <Input name="email" aria-label="Email" defaultValue="student@academy.test" />
          <Input name="password" aria-label="Password" type="password" defaultValue="Student#2026" />
          {error ? <Text color="fg.error">{error}</Text> : null}
          <Button type="submit">Sign in</Button>
        </Stack>
      </form>
    </Box>
  );
}

function Gate({ App }: { App: ComponentType }) {
  const { status } = useAuth();
  useEffect(() => {
    void authStore.getState().refresh();
  }, []);
  if (status === 'unknown') return null;
  if (status === 'signed-out') return <DevSignIn />;
  return (
    <Box p="6">
      <App />
    </Box>
  );
}

export function mountStandalone(App: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <PortalProviders>
      <BrowserRouter>
        <Gate App={App} />
      </BrowserRouter>
    </PortalProviders>,
  );
}
