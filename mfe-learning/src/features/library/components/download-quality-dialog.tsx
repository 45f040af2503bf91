import { useState } from 'react';
import { Button, Stack, Text } from '@portal/shared-ui';
import { RadioGroup } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/overlays';
import { OFFLINE_QUALITIES, OFFLINE_TEXTS, type OfflineQuality } from '@portal/shared-api/offline';

type DownloadQualityDialogProps = {
  title: string;
  initial: OfflineQuality;
  onDownload: (quality: OfflineQuality) => void;
  onClose: () => void;
};

/** Asks which rendition to keep before a download (docs/product/library.md#offline-downloads). */
export function DownloadQualityDialog({ title, initial, onDownload, onClose }: DownloadQualityDialogProps) {
  const [quality, setQuality] = useState<OfflineQuality>(initial);
  return (
    <Modal
      open
      onClose={onClose}
      title={OFFLINE_TEXTS.chooseQuality}
      description={title}
      dismissLabel="Cancel"
      onSubmit={() => onDownload(quality)}
      actions={<Button type="submit">{OFFLINE_TEXTS.download}</Button>}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {OFFLINE_TEXTS.chooseQualityHint}
        </Text>
        <RadioGroup.Root
          value={String(quality)}
          onValueChange={(detail) => setQuality(Number(detail.value) as OfflineQuality)}
        >
          <RadioGroup.Label>Video quality</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {OFFLINE_QUALITIES.map((option) => (
              <RadioGroup.Item key={option} value={String(option)} minH="6">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{OFFLINE_TEXTS.qualityLabel(option)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </Modal>
  );
}
