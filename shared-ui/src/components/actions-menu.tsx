import { Button, Menu } from '@chakra-ui/react';

export type ActionsMenuItem<Action extends string> = {
  value: Action;
  label: string;
  /** Shown in the error colour: a delete, a removal. */
  danger?: boolean;
  disabled?: boolean;
};

export type ActionsMenuProps<Action extends string> = {
  /** Names the button for screen readers; starts with "Actions" so it matches the visible text. */
  label: string;
  items: readonly ActionsMenuItem<Action>[];
  onSelect: (action: Action) => void;
};

/** The "Actions" button of a card (a goal, a review) opening what can be done to it. */
export function ActionsMenu<Action extends string>({ label, items, onSelect }: ActionsMenuProps<Action>) {
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value as Action)}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="xs" aria-label={label}>
          Actions
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {items.map((item) => (
            <Menu.Item
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              color={item.danger ? 'fg.error' : undefined}
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
