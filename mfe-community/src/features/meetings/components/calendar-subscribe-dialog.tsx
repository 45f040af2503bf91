// The private iCal subscription: create the link (shown once), copy it, replace or revoke it.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, toaster } from '@portal/shared-ui';
import { QueryState, ListSkeleton } from '@portal/shared-ui/data';
import { Modal } from '@portal/shared-ui/overlays';
import { formatDate } from '@portal/shared-api/core';
import {
  CALENDAR_TEXTS,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '@portal/shared-api/calendar';

type SubscribeDialogProps = { open: boolean; onClose: () => void };

const notify = (type: 'success' | 'error', title: string, description?: string) =>
  toaster.create({ type, title, description });

function SubscribeBody() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  const makeLink = async () => {
    try {
      setUrl((await create.trigger()).Url);
      notify('success', CALENDAR_TEXTS.feedCreated);
    } catch (error) {
      notify('error', CALENDAR_TEXTS.feedFailed, error instanceof Error ? error.message : undefined);
    }
  };
  const revokeLink = async () => {
    try {
      await revoke.trigger();
      setUrl(null);
      notify('success', CALENDAR_TEXTS.feedRevoked);
    } catch (error) {
      notify('error', CALENDAR_TEXTS.feedFailed, error instanceof Error ? error.message : undefined);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify('success', CALENDAR_TEXTS.feedCopied);
    } catch {
      notify('error', CALENDAR_TEXTS.feedCopyFailed);
    }
  };

  return (
    <Stack gap="4">
      <Text>{CALENDAR_TEXTS.feedIntro}</Text>
      <QueryState
        query={feed}
        errorTitle={CALENDAR_TEXTS.feedFailed}
        loading={<ListSkeleton count={1} label="Loading your subscription" />}
      >
        {(status) => (
          <Stack gap="4">
            {url ? (
              <Field.Root>
                <Field.Label>Subscription link</Field.Label>
                <HStack gap="2" w="full">
                  <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
                  <Button onClick={() => void copy()}>Copy link</Button>
                </HStack>
                <Field.HelperText>{CALENDAR_TEXTS.feedShownOnce}</Field.HelperText>
              </Field.Root>
            ) : (
              <Text fontWeight="medium" role="status">
                {status.Exists
                  ? `${CALENDAR_TEXTS.feedActive}${status.CreatedAt ? ` Created ${formatDate(status.CreatedAt)}.` : ''}`
                  : CALENDAR_TEXTS.feedNone}
              </Text>
            )}
            {status.Exists ? <Text color="fg.muted">{CALENDAR_TEXTS.feedReplaced}</Text> : null}
            <HStack gap="2" wrap="wrap">
              <Button loading={create.isMutating} onClick={() => void makeLink()}>
                {status.Exists ? 'Create a new link' : 'Create link'}
              </Button>
              {status.Exists ? (
                <Button
                  variant="outline"
                  colorPalette="red"
                  loading={revoke.isMutating}
                  onClick={() => void revokeLink()}
                >
                  Revoke link
                </Button>
              ) : null}
            </HStack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={CALENDAR_TEXTS.feedTitle}
      dismissLabel="Done"
      closeLabel="Close"
    >
      <SubscribeBody />
    </Modal>
  );
}
