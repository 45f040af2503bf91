// /login/two-factor: the sign-in's second step when two-factor is on (issue 13). The password step left a
// short-lived challenge cookie; a 6-digit code from the authenticator app, or a backup code, finishes it.
// Loaded only when needed, so the sign-in page stays within its budget.
import { authStore, type ApiError } from '@portal/shared-api/core';
import { postTwoFactorLogin } from '@portal/shared-api/security';
import { Button, FormAlert, FormField, Input, Link, Stack, Text } from '@portal/shared-ui';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { useState, type FormEvent } from 'react';
import { AuthCard } from './auth-card.tsx';
import { safeNext } from './safe-next.ts';

const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a backup code';

export function TwoFactorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (authStore.getState().status === 'signed-in') return <Navigate to={next} replace />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(CODE_REQUIRED);
    setBusy(true);
    setError(null);
    try {
      const { user } = await postTwoFactorLogin(code.trim());
      authStore.getState().setUser(user);
      navigate(next, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="Enter the code your authenticator app shows for Academy."
      footer={
        <Link asChild color="brand.fg">
          <RouterLink to="/login">Back to sign in</RouterLink>
        </Link>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <FormAlert status="error" message={error} />
          <FormField label="Authentication code" required>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={19}
              placeholder="123456"
              autoFocus
            />
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            Lost your phone? Enter one of your backup codes instead (like ABCD-EFGH-IJKL-MNOP).
          </Text>
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
