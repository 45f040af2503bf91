import { Button, ButtonGroup } from '@portal/shared-ui';

type MoveButtonsProps = { index: number; count: number; name: string; onMove: (to: number) => void };

/** Move up / Move down: the same reordering as dragging, one click at a time. */
export function MoveButtons({ index, count, name, onMove }: MoveButtonsProps) {
  return (
    <ButtonGroup size="xs" variant="ghost" attached>
      <Button aria-label={`Move up ${name}`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </Button>
      <Button
        aria-label={`Move down ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
    </ButtonGroup>
  );
}
