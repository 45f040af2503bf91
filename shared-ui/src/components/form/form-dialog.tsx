// A form in a dialog: title, optional description, the fields (formik-bound: TextField, SelectField, ...),
// Cancel and a submit button. The form starts afresh each time the dialog opens. While it submits, the
// submit button spins and nothing closes the dialog. If onSubmit throws, the error's message shows at the
// top of the dialog and what was typed stays. The dialog never closes itself on success: onSubmit closes it
// (set `open` to false) once the work is done, or keeps it open (e.g. after a toast explaining a refusal).
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import {
  Formik,
  type FormikConfig,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

export type FormDialogProps<Values extends FormikValues> = {
  open: boolean;
  /** Cancel, Escape, a click outside; not called while submitting. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** Read each time the dialog opens. */
  initialValues: Values;
  /** A yup object schema, usually from the domain's contract in shared-api. */
  validationSchema?: FormikConfig<Values>['validationSchema'];
  validateOnChange?: boolean;
  validateOnBlur?: boolean;
  /** Throw (or reject) to show the error's message in the dialog. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => unknown;
  /** Called when a submit is refused by validation, e.g. to show a toast. */
  onInvalid?: (errors: FormikErrors<Values>) => void;
  size?: 'sm' | 'md' | 'lg';
  /** The fields. */
  children: ReactNode;
};

const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  title,
  description,
  submitLabel,
  cancelLabel = 'Cancel',
  initialValues,
  validationSchema,
  validateOnChange,
  validateOnBlur,
  onSubmit,
  onInvalid,
  size = 'md',
  children,
}: FormDialogProps<Values>) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  // A refused submit is reported before formik marks every field touched and shows the errors.
  const handleFormSubmit = async (event: FormEvent, formik: FormikProps<Values>) => {
    event.preventDefault();
    if (onInvalid) {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length > 0) onInvalid(errors);
    }
    await formik.submitForm();
  };

  return (
    <Dialog.Root
      open={open}
      size={size}
      onOpenChange={(details) => !details.open && !isSubmitting && onClose()}
      closeOnEscape={!isSubmitting}
      closeOnInteractOutside={!isSubmitting}
      initialFocusEl={() => bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? null}
      onExitComplete={() => setServerError(null)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<Values>
              initialValues={initialValues}
              validationSchema={validationSchema}
              validateOnChange={validateOnChange}
              validateOnBlur={validateOnBlur}
              onSubmit={handleSubmit}
            >
              {(formik) => (
                <form noValidate onSubmit={(event) => void handleFormSubmit(event, formik)}>
                  <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
                    <Dialog.Title>{title}</Dialog.Title>
                    {description ? <Dialog.Description>{description}</Dialog.Description> : null}
                  </Dialog.Header>
                  <Dialog.Body ref={bodyRef}>
                    <Stack gap="4">
                      <FormAlert status="error" message={serverError} />
                      {children}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {cancelLabel}
                    </Button>
                    <Button type="submit" loading={isSubmitting} loadingText={submitLabel}>
                      {submitLabel}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
