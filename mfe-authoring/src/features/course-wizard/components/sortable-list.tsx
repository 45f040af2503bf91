// Reordering by drag or by keyboard (dnd-kit): focus a handle, Space to lift, arrows to move, Space to drop.
// dnd-kit announces each move in a live region; the handle is named after the item it moves.
import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, Stack } from '@portal/shared-ui';

type SortableListProps<T extends { Id: string }> = {
  items: readonly T[];
  /** The list's accessible name, e.g. "Sections". */
  label: string;
  onMove: (from: number, to: number) => void;
  /** The drag handle's accessible name, e.g. "Reorder section Basics". */
  handleLabel: (item: T) => string;
  /** One item, with its drag handle to place. */
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
};

export function SortableList<T extends { Id: string }>({
  items,
  label,
  onMove,
  handleLabel,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.Id === active.id);
    const to = items.findIndex((item) => item.Id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={items.map((item) => item.Id)} strategy={verticalListSortingStrategy}>
        <Stack as="ul" aria-label={label} gap="3" listStyle="none">
          {items.map((item, index) => (
            <SortableItem key={item.Id} id={item.Id} label={handleLabel(item)}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      variant="ghost"
      size="sm"
      cursor="grab"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <DragIcon />
    </IconButton>
  );
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      opacity={isDragging ? 0.8 : 1}
    >
      {children(handle)}
    </Box>
  );
}

function DragIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden>
      <circle cx="9" cy="6" r="1.5" />
      <circle cx="15" cy="6" r="1.5" />
      <circle cx="9" cy="12" r="1.5" />
      <circle cx="15" cy="12" r="1.5" />
      <circle cx="9" cy="18" r="1.5" />
      <circle cx="15" cy="18" r="1.5" />
    </svg>
  );
}
