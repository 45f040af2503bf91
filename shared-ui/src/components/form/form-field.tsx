// The frame of one form control, bound to nothing: label (with the required marker), helper text and error
// text, their ids wired to the control so a screen reader announces the label, the help and the error.
// Use it around toolbar controls (filters, selects, search boxes); TextField, SelectField and the other
// formik-bound fields are this frame plus formik.
import { Field, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a control that is not a Chakra input needs to be named and described by the field. */
export type FormFieldControlProps = {
  id: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = {
  /** Omit only when the control carries its own label (a checkbox, a switch). */
  label?: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box whose placeholder says what it is. */
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** Shown under the control, in place of the helper text; makes the field invalid. */
  errorText?: ReactNode;
  /** A character counter ("12/100"), shown at the end under the control whatever the state. */
  counter?: { length: number; max: number };
  /** Defaults to whether there is an error text. */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /**
   * The control. Chakra's Input, Textarea and NativeSelect.Field pick the ids up by themselves; any other
   * control takes them from the function form: `{(control) => <MyControl {...control} />}`.
   */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
};

export function FormField({
  label,
  hideLabel = false,
  helperText,
  errorText,
  invalid = Boolean(errorText),
  required,
  disabled,
  readOnly,
  id,
  counter,
  children,
}: FormFieldProps) {
  const hasHelper = Boolean(helperText) && !invalid;
  return (
    <Field.Root id={id} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      {label ? (
        <Field.Label srOnly={hideLabel || undefined}>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {typeof children === 'function' ? (
        <Field.Context>
          {(field) =>
            children({
              id: field.ids.control,
              'aria-labelledby': label ? field.ids.label : undefined,
              'aria-describedby': hasHelper ? field.ids.helperText : undefined,
              'aria-errormessage': invalid && errorText ? field.ids.errorText : undefined,
              'aria-invalid': invalid || undefined,
              'aria-required': required || undefined,
            })
          }
        </Field.Context>
      ) : (
        children
      )}
      {hasHelper ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
      {counter ? (
        <Text
          textStyle="xs"
          alignSelf="flex-end"
          color={counter.length > counter.max ? 'fg.error' : 'fg.muted'}
          data-testid="char-counter"
        >
          {counter.length}/{counter.max}
          <VisuallyHidden> characters</VisuallyHidden>
        </Text>
      ) : null}
    </Field.Root>
  );
}
