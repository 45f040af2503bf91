// Over the video while it loads ('Loading video...') or when it failed ('Video Error' with Try Again).
import { Alert, Button, Center, Spinner, Text } from '@portal/shared-ui';
import { PLAYER_TEXTS } from '@portal/shared-api/player';
import type { VideoState } from './use-shaka.ts';

export function VideoStatus({ state, onRetry }: { state: VideoState; onRetry: () => void }) {
  return (
    <>
      {state === 'loading' ? (
        <Center position="absolute" inset="0" color="white" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{PLAYER_TEXTS.loadingVideo}</Text>
        </Center>
      ) : null}
      {state === 'error' ? (
        <Center position="absolute" inset="0" bg="blackAlpha.800" p="6">
          <Alert.Root status="error" maxW="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{PLAYER_TEXTS.videoError}</Alert.Title>
              <Alert.Description>{PLAYER_TEXTS.videoLoadFailed}</Alert.Description>
              <Button size="sm" mt="3" onClick={onRetry}>
                {PLAYER_TEXTS.tryAgain}
              </Button>
            </Alert.Content>
          </Alert.Root>
        </Center>
      ) : null}
    </>
  );
}
