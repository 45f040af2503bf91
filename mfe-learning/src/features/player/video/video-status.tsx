// Over the video while it loads ('Loading video...') or when it failed ('Video Error' with Try Again; offline,
// that the device does not hold the lesson).
import { Alert, Button, Center, Spinner, Text } from '@portal/shared-ui';
import { OFFLINE_TEXTS } from '@portal/shared-api/offline';
import { PLAYER_TEXTS } from '@portal/shared-api/player';
import type { VideoState } from './use-shaka.ts';

type VideoStatusProps = { state: VideoState; onRetry: () => void; isOffline?: boolean };

export function VideoStatus({ state, onRetry, isOffline = false }: VideoStatusProps) {
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
              <Alert.Description>
                {isOffline ? OFFLINE_TEXTS.notStored : PLAYER_TEXTS.videoLoadFailed}
              </Alert.Description>
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
