import { authStore } from '@portal/shared-api/core';
import { registerSchema, type RegisterPayload } from '@portal/shared-api/auth';
import { FormAlert, TextField, Button, Link, SimpleGrid, Stack } from '@portal/shared-ui';
import { Form, Formik } from 'formik';
import { Navigate, Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';

const empty: RegisterPayload = { firstname: '', lastname: '', email: '', password: '' };

export function RegisterPage() {
  const { error, next, signedIn, submit } = useAuthForm();
  if (signedIn) return <Navigate to={next} replace />;

  function handleSubmit(values: RegisterPayload) {
    return submit(() =>
      authStore.getState().register({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
      }),
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start learning in a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <Formik<RegisterPayload>
        initialValues={empty}
        validationSchema={registerSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <FormAlert status="error" message={error} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField name="firstname" label="First name" autoComplete="given-name" required />
                <TextField name="lastname" label="Last name" autoComplete="family-name" required />
              </SimpleGrid>
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                helperText="At least 8 characters."
                required
              />
              <Button type="submit" loading={isSubmitting}>
                Create account
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
