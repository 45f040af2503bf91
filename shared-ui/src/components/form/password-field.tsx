// A formik-bound password field: the label, help and error frame around a PasswordInput.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';

export type PasswordFieldProps = {
  name: string;
  label: string;
  helperText?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
};

export function PasswordField({
  name,
  label,
  helperText,
  autoComplete = 'current-password',
  required,
}: PasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  return (
    <FormField
      label={label}
      helperText={helperText}
      errorText={meta.touched ? meta.error : undefined}
      required={required}
    >
      <PasswordInput {...field} value={field.value ?? ''} autoComplete={autoComplete} />
    </FormField>
  );
}
