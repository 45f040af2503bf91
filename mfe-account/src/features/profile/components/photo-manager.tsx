// Photo Management (docs/product/account.md#photo): the photo now, a preview at once when a file is chosen,
// then the server's photo (a square WebP without metadata) and the signed-in user refreshed; removal. JPG,
// PNG, GIF or WebP, 2 MB: checked here for a quick answer, and by the server on the bytes.
import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { Avatar } from '@portal/shared-ui/data';
import { displayName, type User } from '@portal/shared-api/core';
import { USER_LIMITS, USER_TEXTS, useRemovePhoto, useUploadPhoto } from '@portal/shared-api/users';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function PhotoManager({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      toaster.create({ type: 'error', title: USER_TEXTS.photoWrongType });
      return;
    }
    if (file.size > USER_LIMITS.photoBytes) {
      toaster.create({ type: 'error', title: USER_TEXTS.photoTooLarge });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await upload.trigger({ slug: user.Slug, file });
      toaster.create({ type: 'success', title: 'Photo updated successfully' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to upload photo. Please try again.',
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPreview(null);
      if (input.current) input.current.value = '';
    }
  };

  const removePhoto = async () => {
    try {
      await remove.trigger(user.Slug);
      toaster.create({ type: 'success', title: USER_TEXTS.photoRemoved });
    } catch {
      toaster.create({ type: 'error', title: USER_TEXTS.photoRemoveFailed });
    }
  };

  return (
    <Stack gap="5" maxW="2xl">
      <HStack gap="5">
        <Avatar name={displayName(user)} src={preview ?? user.Photo?.url ?? undefined} size="xl" />
        <Stack gap="1">
          <Text fontWeight="semibold">
            {preview ? 'Uploading your new photo…' : user.Photo ? 'Your photo' : 'No photo yet'}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            JPG, PNG, GIF or WebP, at most 2 MB. Recommended 400×400 px; it is cropped to a square.
          </Text>
        </Stack>
      </HStack>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        hidden
        aria-label="Photo file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <HStack gap="3">
        <Button onClick={() => input.current?.click()} loading={upload.isMutating}>
          Choose photo
        </Button>
        {user.Photo ? (
          <Button variant="outline" onClick={() => void removePhoto()} loading={remove.isMutating}>
            Remove photo
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
