// A labelled switch outside any form, with an optional hint under it: a setting saved as it changes (alert
// switches, notification methods, appearance). Inside a formik form use SwitchField.
import { Stack, Switch, Text } from '@chakra-ui/react';

export type SwitchRowProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What turning it on does. */
  hint?: string;
  disabled?: boolean;
};

export function SwitchRow({ label, checked, onChange, hint, disabled }: SwitchRowProps) {
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
