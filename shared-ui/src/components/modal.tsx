// The portal's dialog frame: a title that names it, a body, and a footer whose first button closes without
// doing anything (Cancel, Close, Done) followed by the dialog's own actions. Escape, a click outside, the
// dismiss button and the optional corner × all call onClose; focus moves into the dialog when it opens and
// returns to where it was when it closes. Given onSubmit, the dialog is a form: Enter in a field or a
// type="submit" action sends it, and the page checks the fields itself.
import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

export type ModalProps = {
  open: boolean;
  /** Escape, a click outside, the dismiss button and the corner × all call it. */
  onClose: () => void;
  /** Names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Before the title, e.g. the person's avatar. */
  media?: ReactNode;
  children: ReactNode;
  /** The footer's first button, which only closes: "Cancel", "Close", "Done". None when left out. */
  dismissLabel?: string;
  /** The footer's buttons after the dismiss one, the main action last. */
  actions?: ReactNode;
  /** Disables the dismiss button while the dialog's action runs. */
  isPending?: boolean;
  /** Makes the dialog a form sent by Enter in a field or by a type="submit" action. */
  onSubmit?: () => void;
  /** Adds a × in the top corner with this accessible name, for dialogs that are read rather than answered. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A long body scrolls inside the dialog while the title and the footer stay in view. */
  isScrollable?: boolean;
  /** Where focus goes on opening; by default the first control in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question that interrupts, such as confirming a deletion. */
  role?: 'dialog' | 'alertdialog';
};

export function Modal({
  open,
  onClose,
  title,
  description,
  media,
  children,
  dismissLabel,
  actions,
  isPending = false,
  onSubmit,
  closeLabel,
  size = 'md',
  isScrollable = false,
  initialFocusRef,
  role = 'dialog',
}: ModalProps) {
  const sections = (
    <>
      <Dialog.Header gap="3" alignItems="center">
        {media}
        <Stack gap="1" minW="0">
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Stack>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {dismissLabel || actions ? (
        <Dialog.Footer>
          {dismissLabel ? (
            <Button variant="outline" onClick={onClose} disabled={isPending}>
              {dismissLabel}
            </Button>
          ) : null}
          {actions}
        </Dialog.Footer>
      ) : null}
    </>
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      scrollBehavior={isScrollable ? 'inside' : 'outside'}
      role={role}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              // `display: contents` keeps header, body and footer laid out (and scrolling) as the
              // dialog's own sections; the page validates, so the browser's own checks are off.
              <chakra.form display="contents" noValidate onSubmit={handleSubmit}>
                {sections}
              </chakra.form>
            ) : (
              sections
            )}
            {closeLabel ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
