import { useState } from 'react';
import { Badge, Box, Button, HStack } from '@portal/shared-ui';
import { ProgressBar } from '@portal/shared-ui/data';
import type { EnrolledCourse } from '@portal/shared-api/enrollments';
import { OFFLINE_TEXTS, type OfflineCourse, type OfflineQuality } from '@portal/shared-api/offline';
import { usePlayerPreferences } from '@portal/shared-api/player';
import { useOfflineDownload } from '../hooks/use-offline-download.ts';
import { formatBytes } from '../offline/track-choice.ts';
import { DownloadQualityDialog } from './download-quality-dialog.tsx';

type OfflineDownloadProps = { course: EnrolledCourse; stored: OfflineCourse | undefined };

/**
 * A course's place on this device (docs/product/library.md#offline-downloads): Download (asking the quality),
 * its progress, then Downloaded with the size, and Remove.
 */
export function OfflineDownload({ course, stored }: OfflineDownloadProps) {
  const { state, download, remove } = useOfflineDownload(course, stored);
  const [isAsking, setIsAsking] = useState(false);
  // The player's pinned quality when it is one we store, else 720.
  const preferred = usePlayerPreferences().data?.quality;
  const initial: OfflineQuality = preferred === 360 ? 360 : 720;

  if (state.kind === 'downloading')
    return (
      <Box width="full">
        <ProgressBar
          value={state.percent}
          label={OFFLINE_TEXTS.downloading(state.percent)}
          showValue={false}
        />
      </Box>
    );
  if (stored)
    return (
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="green">
          {OFFLINE_TEXTS.downloaded} · {formatBytes(stored.bytes)} · {stored.quality}p
        </Badge>
        <Button
          size="xs"
          variant="outline"
          minH="6"
          aria-label={OFFLINE_TEXTS.removeLabel(course.Title)}
          loading={state.kind === 'removing'}
          onClick={() => void remove()}
        >
          {OFFLINE_TEXTS.remove}
        </Button>
      </HStack>
    );
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        minH="6"
        aria-label={OFFLINE_TEXTS.downloadLabel(course.Title)}
        onClick={() => setIsAsking(true)}
      >
        {OFFLINE_TEXTS.download}
      </Button>
      {isAsking ? (
        <DownloadQualityDialog
          title={course.Title}
          initial={initial}
          onClose={() => setIsAsking(false)}
          onDownload={(quality) => {
            setIsAsking(false);
            void download(quality);
          }}
        />
      ) : null}
    </>
  );
}
