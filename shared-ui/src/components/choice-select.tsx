// A labelled select outside any form (a toolbar's sort or filter): controlled, typed by its options, and only
// a listed value ever comes out. Inside a formik form use SelectField.
import { NativeSelect } from '@chakra-ui/react';
import { FormField } from './form/form-field.tsx';

export type ChoiceSelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  size?: 'sm' | 'md';
  /** A line under the select: what the choice changes. */
  helperText?: string;
  /** A first option with the value '' ("Choose a reason"): include '' in Value to use it. */
  placeholder?: string;
  required?: boolean;
  /** Shown under the select (e.g. "Please choose a reason"), making it invalid. */
  errorText?: string;
  /** The label for screen readers only, where the toolbar around it says what it is. */
  hideLabel?: boolean;
  disabled?: boolean;
};

export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  size = 'md',
  helperText,
  placeholder,
  required,
  errorText,
  hideLabel,
  disabled,
}: ChoiceSelectProps<Value>) {
  return (
    <FormField
      label={label}
      helperText={helperText}
      required={required}
      errorText={errorText}
      hideLabel={hideLabel}
      disabled={disabled}
    >
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            if (placeholder !== undefined && event.target.value === '') return onChange('' as Value);
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
