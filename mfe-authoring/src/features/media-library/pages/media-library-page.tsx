// /instructor/media (docs/product/media.md#media-library): the author's videos, newest first, 20 a page (the
// page is in the address), with an upload field, and rename, thumbnail and delete on each.
import { Box, EmptyState, SimpleGrid, Stack } from '@portal/shared-ui';
import { ListSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { FileUploadField } from '@portal/shared-ui/forms';
import { ConfirmDialog } from '@portal/shared-ui/overlays';
import { pageNumber, useUrlState } from '@portal/shared-ui/routing';
import { MEDIA_PAGE_SIZE, MEDIA_TEXTS, useLiveMedia, useMediaList } from '@portal/shared-api/medias';
import { RenameVideoDialog } from '../components/rename-video-dialog.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { useVideoActions } from '../hooks/use-video-actions.ts';

const LIBRARY_PARAMS = { page: pageNumber() };

export function MediaLibraryPage() {
  const { params, set } = useUrlState(LIBRARY_PARAMS);
  const { page } = params;
  const videos = useMediaList({ kind: 'video', take: MEDIA_PAGE_SIZE, skip: (page - 1) * MEDIA_PAGE_SIZE });
  // Each card's processing badge follows the live stream.
  useLiveMedia();
  const refresh = () => void videos.mutate();
  const actions = useVideoActions(refresh);

  return (
    <PageFrame title={MEDIA_TEXTS.libraryTitle} description={MEDIA_TEXTS.libraryDescription}>
      <Box maxW="lg">
        <FileUploadField
          label="Upload a video"
          kind="video"
          purpose="lesson"
          value={null}
          failureTitle={MEDIA_TEXTS.videoUploadFailed}
          onUploaded={() => (page === 1 ? refresh() : set({ page: 1 }))}
        />
      </Box>
      <QueryState
        query={videos}
        errorTitle={MEDIA_TEXTS.videosLoadFailed}
        loading={<ListSkeleton count={3} label="Loading videos" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={MEDIA_TEXTS.noVideos} description={MEDIA_TEXTS.noVideosHint} />}
      >
        {(data) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {data.items.map((video) => (
                <VideoCard
                  key={video.Id}
                  video={video}
                  isThumbnailing={actions.thumbnailing === video.Id}
                  onRename={actions.askRename}
                  onThumbnail={(target) => void actions.makeThumbnail(target)}
                  onDelete={actions.askDelete}
                />
              ))}
            </SimpleGrid>
            {data.total > MEDIA_PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.total / MEDIA_PAGE_SIZE)}
                onPageChange={(next) => set({ page: next })}
                label="Video pages"
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
      <RenameVideoDialog video={actions.renaming} onClose={actions.cancelRename} onSave={actions.saveName} />
      <ConfirmDialog
        open={actions.deleting !== null}
        title={MEDIA_TEXTS.deleteConfirm}
        description={MEDIA_TEXTS.deleteWarning}
        confirmLabel="Delete"
        destructive
        isPending={actions.isDeleting}
        onClose={actions.cancelDelete}
        onConfirm={() => void actions.confirmDelete()}
      />
    </PageFrame>
  );
}
