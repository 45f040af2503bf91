// Formik-bound fields: the label is linked to the input and the error shows under it once touched.
import { Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { HTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

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
  /** The on-screen keyboard to offer, e.g. `numeric` for a code typed with digits and dashes. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Bounds of a date or number input ("2026-11-23", "1"). */
  min?: string;
  max?: string;
  /** Shows a counter of the characters typed against this limit (the rules refuse more). */
  maxLength?: number;
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
  inputMode,
  min,
  max,
  maxLength,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputProps = { ...field, value: field.value ?? '', readOnly, placeholder, autoComplete, inputMode };
  return (
    <FormField
      label={label}
      helperText={helperText}
      errorText={meta.touched ? meta.error : undefined}
      readOnly={readOnly}
      required={required}
      counter={maxLength ? { length: (field.value ?? '').length, max: maxLength } : undefined}
    >
      {multiline ? (
        <Textarea {...inputProps} rows={4} />
      ) : (
        <Input {...inputProps} type={type} min={min} max={max} />
      )}
    </FormField>
  );
}
