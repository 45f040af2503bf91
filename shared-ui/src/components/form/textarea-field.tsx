import { TextField, type TextFieldProps } from './text-field.tsx';

export type TextareaFieldProps = Omit<TextFieldProps, 'multiline' | 'type'>;

/** A multi-line text field; the same binding and error rules as TextField. */
export function TextareaField(props: TextareaFieldProps) {
  return <TextField {...props} multiline />;
}
