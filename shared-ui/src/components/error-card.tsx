import { Alert, Button } from '@chakra-ui/react';

export type ErrorCardProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
};

/** A failed load: what failed, the server's message, and a way to try again. */
export function ErrorCard({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  isRetrying = false,
}: ErrorCardProps) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="l3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry} loading={isRetrying}>
            {retryLabel}
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
