// The one re-authentication dialog (docs/product/auth.md#re-authentication): when the server asks for the
// password again, the waiting action pauses here; after the password (and the code when two-factor is on)
// verify, the action runs again, and Cancel gives it up. A page whose actions may need it renders it once.
import { useEffect, useState } from 'react';
import { AUTH_TEXTS, reauthenticateSchema } from '@portal/shared-api/auth';
import {
  ApiError,
  postReauthenticate,
  registerReauthDialog,
  useReauthentication,
} from '@portal/shared-api/core';
import { FormDialog } from './form-dialog.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

export type ReauthDialogProps = {
  /** Ask for the code at once; otherwise the field appears when the server says two-factor is on. */
  hasTwoFactor?: boolean;
};

type Values = { Password: string; Code: string };

export function ReauthDialog({ hasTwoFactor = false }: ReauthDialogProps) {
  const { isAsking, done, cancel } = useReauthentication();
  const [asksCode, setAsksCode] = useState(hasTwoFactor);
  useEffect(() => registerReauthDialog(), []);
  useEffect(() => setAsksCode((asks) => asks || hasTwoFactor), [hasTwoFactor]);

  async function handleSubmit({ Password, Code }: Values) {
    const code = Code.trim();
    try {
      await postReauthenticate({ Password, ...(code && { Code: code }) });
    } catch (error) {
      if (error instanceof ApiError && error.message === AUTH_TEXTS.codeRequired) setAsksCode(true);
      throw error;
    }
    done();
  }

  return (
    <FormDialog<Values>
      open={isAsking}
      onClose={cancel}
      title="Confirm it is you"
      description={AUTH_TEXTS.reauthenticationRequired}
      submitLabel="Confirm"
      initialValues={{ Password: '', Code: '' }}
      validationSchema={reauthenticateSchema}
      onSubmit={handleSubmit}
      size="sm"
    >
      <PasswordField name="Password" label="Password" required />
      {asksCode && (
        <TextField
          name="Code"
          label="Authentication code"
          helperText={AUTH_TEXTS.codeRequired}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
      )}
    </FormDialog>
  );
}
