// /register: a student account, signed in at once; as light as the sign-in page.
import { authStore } from '@portal/shared-api/core';
import type { RegisterPayload } from '@portal/shared-api/auth';
import {
  Button,
  FormAlert,
  FormField,
  Input,
  Link,
  PasswordInput,
  SimpleGrid,
  Stack,
} from '@portal/shared-ui';
import { Navigate, Link as RouterLink } from '@portal/shared-ui/router';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useValidatedForm } from './use-validated-form.ts';

const loadRegisterSchema = () => import('@portal/shared-api/auth').then((rules) => rules.registerSchema);

const empty: RegisterPayload = { firstname: '', lastname: '', email: '', password: '' };

export function RegisterPage() {
  const { error, next, signedIn, submit } = useAuthForm();
  const form = useValidatedForm<RegisterPayload>(loadRegisterSchema, empty, (values) =>
    submit(() =>
      authStore.getState().register({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
      }),
    ),
  );
  if (signedIn) return <Navigate to={next} replace />;

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
      <form {...form.formProps}>
        <Stack gap="4">
          <FormAlert status="error" message={error} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" errorText={form.errorOf('firstname')} required>
              <Input {...form.field('firstname')} autoComplete="given-name" />
            </FormField>
            <FormField label="Last name" errorText={form.errorOf('lastname')} required>
              <Input {...form.field('lastname')} autoComplete="family-name" />
            </FormField>
          </SimpleGrid>
          <FormField label="Email" errorText={form.errorOf('email')} required>
            <Input {...form.field('email')} type="email" autoComplete="email" />
          </FormField>
          <FormField
            label="Password"
            helperText="At least 8 characters."
            errorText={form.errorOf('password')}
            required
          >
            <PasswordInput {...form.field('password')} autoComplete="new-password" />
          </FormField>
          <Button type="submit" loading={form.isSubmitting}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
