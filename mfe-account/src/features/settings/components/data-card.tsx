// Your data (Settings, ours): Download my data prepares a ZIP in the background (a notification says when it
// is ready) and Close Account sits next to it, on the profile page.
import { downloadFile, formatDate, type ApiError } from '@portal/shared-api/core';
import { SETTINGS_TEXTS, useLatestDataExport, useRequestDataExport } from '@portal/shared-api/settings';
import { Button, Card, HStack, Link, Stack, Text, toaster } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';

const kb = (bytes: number | null) => (bytes === null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`);

export function DataCard() {
  const latest = useLatestDataExport();
  const request = useRequestDataExport();
  const current = latest.data?.Export ?? null;
  const pending = current?.Status === 'pending';

  async function handleRequest() {
    try {
      await request.trigger();
      toaster.create({ type: 'info', title: SETTINGS_TEXTS.exportStarted });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: SETTINGS_TEXTS.exportFailed,
        description: (error as ApiError).message,
      });
    }
  }

  async function handleDownload() {
    try {
      await downloadFile(current!.DownloadUrl!, `academy-data-${current!.CreatedAt.slice(0, 10)}.zip`);
    } catch (error) {
      toaster.create({ type: 'error', title: (error as ApiError).message });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Your data</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Download a ZIP with everything we keep about you: your profile, courses, notes, history, reviews
            and messages as JSON, and the files you uploaded.
          </Text>
          {current && (
            <Text fontSize="sm" role="status">
              {current.Status === 'ready'
                ? `Ready since ${formatDate(current.ReadyAt!)}${kb(current.Size)}.`
                : current.Status === 'pending'
                  ? 'Preparing your data… you will get a notification when it is ready.'
                  : 'The last export failed. Please try again.'}
            </Text>
          )}
          <HStack gap="3" flexWrap="wrap">
            <Button
              onClick={() => void handleRequest()}
              loading={request.isMutating || pending}
              loadingText="Preparing…"
            >
              Download my data
            </Button>
            {current?.Status === 'ready' && (
              <Button variant="outline" onClick={() => void handleDownload()}>
                Download ZIP
              </Button>
            )}
            <Link asChild color="red.700" _dark={{ color: 'red.300' }} fontSize="sm">
              <RouterLink to="/user/profile?tab=close">Close Account</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
