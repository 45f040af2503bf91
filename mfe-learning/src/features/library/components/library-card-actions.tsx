import { useState } from 'react';
import { Button, Flex, HStack } from '@portal/shared-ui';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { LIBRARY_TEXTS, type EnrolledCourse } from '@portal/shared-api/enrollments';
import { useOfflineCourses } from '@portal/shared-api/offline';
import { useLibraryActions } from '../hooks/use-library-actions.ts';
import { canMarkComplete, playerPath } from '../utils/library-list.ts';
import { IconAction } from './icon-action.tsx';
import { OfflineDownload } from './offline-download.tsx';

type LibraryCardActionsProps = { course: EnrolledCourse };

/**
 * The card's actions (docs/product/library.md#library-page): continue, favourite, certificate, remove
 * (asked first), complete, and the course's place on this device.
 */
export function LibraryCardActions({ course }: LibraryCardActionsProps) {
  const actions = useLibraryActions(course);
  const stored = useOfflineCourses().data?.find((offline) => offline.courseId === course.Id);
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <Flex gap="2" wrap="wrap" align="center" justify="space-between" width="full">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm">
          <RouterLink to={playerPath(course)} aria-label={`Continue ${course.Title}`}>
            Continue
          </RouterLink>
        </Button>
        {canMarkComplete(course) ? (
          <Button
            size="sm"
            variant="outline"
            loading={actions.isCompleting}
            onClick={() => void actions.markComplete()}
          >
            {LIBRARY_TEXTS.markComplete}
          </Button>
        ) : null}
      </HStack>
      <HStack gap="1">
        <IconAction
          icon="heart"
          label={course.IsFavorite ? 'Remove from favorites' : 'Add to favorites'}
          isPressed={course.IsFavorite}
          isPending={actions.isFavoritePending}
          colorPalette={course.IsFavorite ? 'red' : undefined}
          onClick={() => void actions.toggleFavorite()}
        />
        <IconAction
          icon="certificate"
          label="Download certificate"
          onClick={() => void actions.openCertificate()}
        />
        <IconAction icon="trash" label="Remove from library" onClick={() => setIsConfirming(true)} />
      </HStack>
      <OfflineDownload course={course} stored={stored} />
      {/* Mounted while asked only: one dialog for the page's open card, not one per card. */}
      {isConfirming ? (
        <ConfirmDialog
          open
          title="Remove from library?"
          description={`“${course.Title}” leaves your library. You stay enrolled, and you can restore it from the removed courses.`}
          confirmLabel="Remove"
          destructive
          isPending={actions.isRemoving}
          onClose={() => setIsConfirming(false)}
          onConfirm={() => void actions.remove().then((isDone) => isDone && setIsConfirming(false))}
        />
      ) : null}
    </Flex>
  );
}
