import { Button, HStack, Text } from '@portal/shared-ui';
import { Checkbox } from '@portal/shared-ui/forms';

type SavedSelectionBarProps = {
  /** The ids of the courses on screen: Select all ticks these. */
  shownIds: string[];
  selected: Set<string>;
  isAdding: boolean;
  onSelect: (ids: string[]) => void;
  onAddToCart: () => void;
  onRemove: () => void;
};

/** Select all, and once something is ticked, the bulk Add to cart and Remove. */
export function SavedSelectionBar({
  shownIds,
  selected,
  isAdding,
  onSelect,
  onAddToCart,
  onRemove,
}: SavedSelectionBarProps) {
  const allSelected = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Checkbox.Root
        checked={allSelected}
        onCheckedChange={(e) => onSelect(e.checked === true ? shownIds : [])}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Select all ({shownIds.length})</Checkbox.Label>
      </Checkbox.Root>
      {selected.size > 0 ? (
        <HStack gap="2" role="group" aria-label="Selected courses">
          <Text fontSize="sm">{selected.size} selected</Text>
          <Button size="sm" loading={isAdding} onClick={onAddToCart}>
            Add to cart
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            Remove
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
