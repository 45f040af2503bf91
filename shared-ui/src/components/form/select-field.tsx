import { NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/** A choice; a number value (a duration, a quantity) stays a number in the form's values. */
export type SelectOption<Value extends string | number = string> = {
  value: Value;
  label: string;
  /** Listed but not choosable, e.g. a course already reviewed. */
  disabled?: boolean;
};

export type SelectFieldProps<Value extends string | number = string> = {
  name: string;
  label: string;
  options: SelectOption<Value>[];
  /** An empty first choice (value ''), e.g. "Not specified". */
  placeholder?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export function SelectField<Value extends string | number = string>({
  name,
  label,
  options,
  placeholder,
  helperText,
  required,
  disabled,
}: SelectFieldProps<Value>) {
  const [field, meta, helpers] = useField<Value | ''>(name);
  return (
    <FormField
      label={label}
      helperText={helperText}
      errorText={meta.touched ? meta.error : undefined}
      required={required}
      disabled={disabled}
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            void helpers.setValue(chosen ? chosen.value : '');
          }}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
