// Formik-bound fields: the label is linked to the input and the error shows under it once touched.
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number';
  helperText?: ReactNode;
  readOnly?: boolean;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({
  name,
  label,
  type = 'text',
  helperText,
  readOnly,
  required,
  multiline,
  placeholder,
  autoComplete,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const inputProps = { ...field, value: field.value ?? '', readOnly, placeholder, autoComplete };
  return (
    <Field.Root invalid={invalid} readOnly={readOnly} required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea {...inputProps} rows={4} /> : <Input {...inputProps} type={type} />}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
