import { Switch } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

export type SwitchFieldProps = { name: string; label: string; helperText?: ReactNode; disabled?: boolean };

export function SwitchField({ name, label, helperText, disabled }: SwitchFieldProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormField helperText={helperText} errorText={meta.touched ? meta.error : undefined} disabled={disabled}>
      <Switch.Root
        name={name}
        checked={Boolean(field.checked ?? field.value)}
        onCheckedChange={(details) => void helpers.setValue(details.checked)}
        disabled={disabled}
      >
        <Switch.HiddenInput onBlur={field.onBlur} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FormField>
  );
}
