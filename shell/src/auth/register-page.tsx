import { Button, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { authStore, registerSchema, useAuth, type ApiError, type RegisterPayload } from '@portal/shared-api';
import { FormAlert, TextField } from '@portal/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { safeNext } from './safe-next.ts';

const empty: RegisterPayload = { firstname: '', lastname: '', email: '', password: '' };

export function RegisterPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const next = safeNext(params.get('next'));
  if (status === 'signed-in') return <Navigate to={next} replace />;

  async function handleSubmit(values: RegisterPayload) {
    setError(null);
    try {
      await authStore.getState().register({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
      });
      navigate(next, { replace: true });
    } catch (failure) {
      setError((failure as ApiError).message);
    }
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
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                Create account
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
