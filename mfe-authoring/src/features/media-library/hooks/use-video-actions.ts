// What the media library does to one video, with the product's texts on failure
// (docs/product/media.md#media-library): rename, delete (asked first), and a new thumbnail.
import { useState } from 'react';
import { refusalReason } from '@portal/shared-api/core';
import { MEDIA_TEXTS, useDeleteMedia, useRenameMedia, type UploadedMedia } from '@portal/shared-api/medias';
import { toaster } from '@portal/shared-ui';
import { generateVideoThumbnail } from '@portal/shared-ui/forms';

/** The failure's headline, followed by the server's reason when it gave one. */
const withReason = (text: string, error: unknown) => {
  const reason = refusalReason(error);
  return reason ? `${text} ${reason}` : text;
};

export function useVideoActions(onThumbnail: () => void) {
  const rename = useRenameMedia();
  const remove = useDeleteMedia();
  const [renaming, setRenaming] = useState<UploadedMedia | null>(null);
  const [deleting, setDeleting] = useState<UploadedMedia | null>(null);
  const [thumbnailing, setThumbnailing] = useState<string | null>(null);

  /** Throws the failure's text, which the rename dialog shows; closes the dialog on success. */
  const saveName = async (name: string) => {
    if (!renaming) return;
    try {
      await rename.trigger({ slug: renaming.Slug, name });
    } catch (error) {
      throw new Error(withReason(MEDIA_TEXTS.videoUpdateFailed, error), { cause: error });
    }
    toaster.create({ type: 'success', title: MEDIA_TEXTS.renamed });
    setRenaming(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger(deleting.Slug);
      toaster.create({ type: 'success', title: MEDIA_TEXTS.deleted });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: MEDIA_TEXTS.videoDeleteFailed,
        description: refusalReason(error),
      });
    } finally {
      setDeleting(null);
    }
  };

  const makeThumbnail = async (video: UploadedMedia) => {
    setThumbnailing(video.Id);
    try {
      await generateVideoThumbnail(video);
      toaster.create({ type: 'success', title: MEDIA_TEXTS.thumbnailUpdated });
      onThumbnail();
    } catch (error) {
      // The loading or drawing failure, in the product's words.
      const message = error instanceof Error ? error.message : MEDIA_TEXTS.thumbnailFailed;
      toaster.create({ type: 'error', title: message });
    } finally {
      setThumbnailing(null);
    }
  };

  return {
    renaming,
    askRename: setRenaming,
    cancelRename: () => setRenaming(null),
    saveName,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    isDeleting: remove.isMutating,
    thumbnailing,
    makeThumbnail,
  };
}
