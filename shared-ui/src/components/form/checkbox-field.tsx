import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

export type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
};

export function CheckboxField({ name, label, helperText, disabled }: CheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Checkbox.Root
        name={name}
        checked={Boolean(field.checked ?? field.value)}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
        disabled={disabled}
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
