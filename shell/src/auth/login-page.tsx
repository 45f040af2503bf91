import { authStore } from '@portal/shared-api/core';
import { loginSchema, type LoginPayload } from '@portal/shared-api/auth';
import { FormAlert, TextField, Button, Link, Stack } from '@portal/shared-ui';
import { Form, Formik } from 'formik';
import { Navigate, Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function LoginPage() {
  const { error, next, hasNext, signedIn, submit } = useAuthForm();
  if (signedIn) return <Navigate to={next} replace />;

  function handleSubmit(values: LoginPayload) {
    return submit(() =>
      authStore.getState().signIn({ email: values.email.trim(), password: values.password }),
    );
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Pick up where you left off."
      footer={
        <>
          New here?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={`/register${hasNext ? `?next=${encodeURIComponent(next)}` : ''}`}>
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
              <Button type="submit" loading={isSubmitting}>
                Sign in
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
