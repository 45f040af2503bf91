// Change Password on the account page and the profile page (docs/product/account.md#password-rules): one
// minimum, each page's own messages.
import { refusalReason } from '@portal/shared-api/core';
import {
  accountPasswordFormSchema,
  profilePasswordFormSchema,
  USER_TEXTS,
  useChangePassword,
  type AccountPasswordFormValues,
} from '@portal/shared-api/users';
import { FormAlert, Button, Stack } from '@portal/shared-ui';
import { TextField } from '@portal/shared-ui/forms';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';

const empty: AccountPasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The profile page says the server's reason when it gives one (a 4xx); the account page its own sentence. */
function failureOf(page: PasswordFormProps['page'], error: unknown): string {
  if (page === 'account') return USER_TEXTS.accountPasswordFailed;
  return refusalReason(error) ?? USER_TEXTS.passwordFailed;
}

type PasswordFormProps = { slug: string; page: 'account' | 'profile' };

export function PasswordForm({ slug, page }: PasswordFormProps) {
  const { trigger } = useChangePassword(slug);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);

  async function handleSubmit(
    values: AccountPasswordFormValues,
    helpers: FormikHelpers<AccountPasswordFormValues>,
  ) {
    setOutcome(null);
    try {
      await trigger({ lastPassword: values.currentPassword, newPassword: values.newPassword });
      helpers.resetForm();
      setOutcome({ status: 'success', message: USER_TEXTS.passwordUpdated });
    } catch (error) {
      setOutcome({ status: 'error', message: failureOf(page, error) });
    }
  }

  return (
    <Formik<AccountPasswordFormValues>
      initialValues={empty}
      validationSchema={page === 'account' ? accountPasswordFormSchema : profilePasswordFormSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change Password">
          <Stack gap="4" maxW="md">
            <FormAlert status={outcome?.status ?? 'success'} message={outcome?.message} />
            <TextField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
            />
            <TextField
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" alignSelf="flex-start" loading={isSubmitting}>
              Update Password
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
