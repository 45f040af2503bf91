import { Alert } from '@chakra-ui/react';

export type FormAlertProps = { status: 'success' | 'error'; message: string | null | undefined };

/** The outcome of a form submission, announced to screen readers. */
export function FormAlert({ status, message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
