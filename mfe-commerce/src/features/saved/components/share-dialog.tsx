import { useState } from 'react';
import { Button, HStack, Input, Stack, Text, toaster } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/overlays';
import type { ApiError } from '@portal/shared-api/core';
import { deleteShare, postShare, type ShareLink } from '@portal/shared-api/saved-courses';

type ShareDialogProps = {
  open: boolean;
  onClose: () => void;
  collection: { id: string; name: string } | null;
};

/** Makes (or shows) the read-only link of the list or of a public collection; copy it, or stop sharing. */
export function ShareDialog({ open, onClose, collection }: ShareDialogProps) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      setLink(await postShare(collection?.id));
    } catch (error) {
      toaster.create({ type: 'error', title: (error as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(link!.url);
    toaster.create({ type: 'success', title: 'Wishlist link copied to clipboard!' });
  };
  const stop = async () => {
    await deleteShare(collection?.id);
    setLink(null);
    toaster.create({ type: 'info', title: 'Link revoked: it no longer opens the list' });
  };
  return (
    <Modal
      open={open}
      onClose={() => {
        setLink(null);
        onClose();
      }}
      title={`Share ${collection ? `“${collection.name}”` : 'your saved courses'}`}
      // Escape and a click outside forget the link; Close keeps it, so reopening shows it again.
      actions={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {link ? (
        <Stack gap="3">
          <Input readOnly value={link.url} aria-label="Share link" onFocus={(e) => e.target.select()} />
          <HStack>
            <Button onClick={() => void copy()}>Copy link</Button>
            <Button variant="outline" colorPalette="red" onClick={() => void stop()}>
              Stop sharing
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>Anyone with the link sees these courses, read-only. You can revoke it at any time.</Text>
          <Button alignSelf="flex-start" loading={busy} onClick={() => void make()}>
            Create link
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
