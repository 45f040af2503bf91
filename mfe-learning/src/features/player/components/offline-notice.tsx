import { Alert } from '@portal/shared-ui';
import { OFFLINE_TEXTS, useIsOnline } from '@portal/shared-api/offline';

/** Above the player while the browser is offline: what plays, and that progress waits (docs/product/player.md#offline). */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Alert.Root status="warning" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{OFFLINE_TEXTS.offlineTitle}</Alert.Title>
        <Alert.Description>{OFFLINE_TEXTS.offlineBody}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
