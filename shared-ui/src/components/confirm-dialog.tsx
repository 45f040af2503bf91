import { Button } from '@chakra-ui/react';
import { Modal } from './modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone; focus returns to the trigger when it closes. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isPending = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      dismissLabel={cancelLabel}
      isPending={isPending}
      actions={
        <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      }
    >
      {description}
    </Modal>
  );
}
