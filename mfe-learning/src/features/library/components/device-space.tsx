import { useEffect, useState } from 'react';
import { Alert, Stack, Text } from '@portal/shared-ui';
import { OFFLINE_TEXTS, type OfflineCourse } from '@portal/shared-api/offline';
import { formatBytes } from '../offline/track-choice.ts';

type DeviceSpaceProps = { stored: OfflineCourse[]; isOnline: boolean };

/**
 * Above the tabs: that the page is offline, and what the downloads take on this device
 * (docs/product/library.md#offline-downloads). The estimate is the browser's, read without loading shaka.
 */
export function DeviceSpace({ stored, isOnline }: DeviceSpaceProps) {
  const [space, setSpace] = useState<{ usage: number; quota: number } | null>(null);
  const bytes = stored.reduce((sum, course) => sum + course.bytes, 0);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => setSpace(usage !== undefined && quota ? { usage, quota } : null))
      .catch(() => undefined);
  }, [bytes]);

  return (
    <Stack gap="2">
      {isOnline ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{OFFLINE_TEXTS.offlineTitle}</Alert.Title>
            <Alert.Description>{OFFLINE_TEXTS.offlineBody}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {stored.length > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {OFFLINE_TEXTS.stored(stored.length, formatBytes(bytes))}
          {space ? ` ${OFFLINE_TEXTS.spaceUsed(formatBytes(space.usage), formatBytes(space.quota))}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
