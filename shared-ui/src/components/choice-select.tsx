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
};

export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  size = 'md',
  helperText,
}: ChoiceSelectProps<Value>) {
  return (
    <FormField label={label} helperText={helperText}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
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
