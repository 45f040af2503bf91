import { Button, Link, Stack } from '@chakra-ui/react';
import { authStore, loginSchema, useAuth, type ApiError, type LoginPayload } from '@portal/shared-api';
import { FormAlert, TextField } from '@portal/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { safeNext } from './safe-next.ts';

export function LoginPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const next = safeNext(params.get('next'));
  if (status === 'signed-in') return <Navigate to={next} replace />;

  async function handleSubmit(values: LoginPayload) {
    setError(null);
    try {
      await authStore.getState().signIn({ email: values.email.trim(), password: values.password });
      navigate(next, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Pick up where you left off."
      footer={
        <>
          New here?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={`/register${params.get('next') ? `?next=${encodeURIComponent(next)}` : ''}`}>
              Create an account
            </RouterLink>
          </Link>
        </>
      }
    >
      <Formik<LoginPayload>
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormAlert status="error" message={error} />
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                Sign in
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
