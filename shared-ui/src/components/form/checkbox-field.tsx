import { Checkbox } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

export type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
};

export function CheckboxField({ name, label, helperText, disabled }: CheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormField helperText={helperText} errorText={meta.touched ? meta.error : undefined} disabled={disabled}>
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
    </FormField>
  );
}
