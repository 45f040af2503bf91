import { Button, Group } from '@portal/shared-ui';

export type FilterButtonsProps<Value extends string> = {
  /** The group's accessible name, e.g. "Report status". */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** Which part of a queue to show (open or closed): toggle buttons, the current one pressed. */
export function FilterButtons<Value extends string>({
  label,
  value,
  options,
  onChange,
}: FilterButtonsProps<Value>) {
  return (
    <Group attached role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          aria-pressed={value === option.value}
          variant={value === option.value ? 'solid' : 'outline'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
