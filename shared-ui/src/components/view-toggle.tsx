import { Group, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ViewToggleOption<Value extends string> = { value: Value; label: string; icon: ReactNode };

export type ViewToggleProps<Value extends string> = {
  /** The group's accessible name, e.g. "Layout". */
  label: string;
  value: Value;
  options: readonly ViewToggleOption<Value>[];
  onChange: (value: Value) => void;
};

/**
 * Two or more ways to show one list (grid or list, table or timeline): icon buttons in a group, the current
 * one pressed (aria-pressed) and named by its label.
 */
export function ViewToggle<Value extends string>({
  label,
  value,
  options,
  onChange,
}: ViewToggleProps<Value>) {
  return (
    <Group attached role="group" aria-label={label}>
      {options.map((option) => (
        <IconButton
          key={option.value}
          size="sm"
          aria-label={option.label}
          aria-pressed={value === option.value}
          variant={value === option.value ? 'solid' : 'outline'}
          onClick={() => onChange(option.value)}
        >
          <span aria-hidden="true">{option.icon}</span>
        </IconButton>
      ))}
    </Group>
  );
}
