// /login: the portal's first paint for a signed-out visitor, so it loads only the design system's core.
import { authStore } from '@portal/shared-api/core';
import type { LoginPayload } from '@portal/shared-api/auth';
import { Button, FormAlert, FormField, Input, Link, PasswordInput, Stack } from '@portal/shared-ui';
import { Navigate, Link as RouterLink } from '@portal/shared-ui/router';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useValidatedForm } from './use-validated-form.ts';

const loadLoginSchema = () => import('@portal/shared-api/auth').then((rules) => rules.loginSchema);

export function LoginPage() {
  const { error, next, signedIn, submit } = useAuthForm();
  const form = useValidatedForm<LoginPayload>(loadLoginSchema, { email: '', password: '' }, (values) =>
    // Two-factor on (no user yet): the password was right, a code comes next, with the same ?next.
    submit(
      async () =>
        (await authStore.getState().signIn({ email: values.email.trim(), password: values.password })) ??
        `/login/two-factor${location.search}`,
    ),
  );
  if (signedIn) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Pick up where you left off."
      footer={
        <>
          New here?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={`/register${location.search}`}>Create an account</RouterLink>
          </Link>
        </>
      }
    >
      <form {...form.formProps}>
        <Stack gap="4">
          <FormAlert status="error" message={error} />
          <FormField label="Email" errorText={form.errorOf('email')} required>
            <Input {...form.field('email')} type="email" autoComplete="email" />
          </FormField>
          <FormField label="Password" errorText={form.errorOf('password')} required>
            <PasswordInput {...form.field('password')} autoComplete="current-password" />
          </FormField>
          <Button type="submit" loading={form.isSubmitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
