// Active Sessions (docs/product/security.md#active-sessions): Device, Location, Status, Actions from the
// server's sessions. This browser is marked and cannot be terminated here; Terminate All Other Sessions asks
// first and is disabled with one session. A terminated browser is signed out on its next request
// (docs/product/security.md#sessions).
import { useState } from 'react';
import { timeAgo } from '@portal/shared-api/core';
import {
  SECURITY_TEXTS,
  useLoginSessions,
  useTerminateOtherSessions,
  useTerminateSession,
  type LoginSession,
} from '@portal/shared-api/security';
import { Badge, Button, Card, ErrorCard, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { DataTable, type DataTableColumn } from '@portal/shared-ui/data';
import { ConfirmDialog } from '@portal/shared-ui/overlays';

function sessionColumns(
  onTerminate: (session: LoginSession) => void,
  busy: boolean,
): DataTableColumn<LoginSession>[] {
  return [
    {
      key: 'device',
      header: 'Device',
      cell: (session) => (
        <Stack gap="0">
          <Text fontWeight="medium">{session.Device ?? 'Unknown device'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {session.Browser ?? 'Unknown browser'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      cell: (session) => (
        <Stack gap="0">
          <Text>{session.Location ?? 'Unknown location'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {session.IpAddress}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (session) =>
        session.IsActive ? (
          <Badge colorPalette="green">This device</Badge>
        ) : (
          <Stack gap="0">
            <Text fontSize="sm">Signed in</Text>
            <Text fontSize="sm" color="fg.muted">
              Last active: {timeAgo(session.LastActivity)}
            </Text>
          </Stack>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (session) =>
        session.IsActive ? null : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => onTerminate(session)}
            aria-label={`Terminate ${session.Browser ?? 'session'} on ${session.Device ?? 'device'}`}
          >
            Terminate
          </Button>
        ),
    },
  ];
}

export function SessionsCard() {
  const query = useLoginSessions();
  const terminate = useTerminateSession();
  const terminateOthers = useTerminateOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const sessions = query.data ?? [];

  async function handleTerminate(session: LoginSession) {
    try {
      await terminate.trigger(session.Id);
      toaster.create({ type: 'success', title: SECURITY_TEXTS.sessionTerminated });
    } catch {
      toaster.create({ type: 'error', title: SECURITY_TEXTS.sessionTerminateFailed });
    }
  }

  async function handleTerminateOthers() {
    try {
      await terminateOthers.trigger();
      toaster.create({ type: 'success', title: SECURITY_TEXTS.othersTerminated });
    } catch {
      toaster.create({ type: 'error', title: SECURITY_TEXTS.othersTerminateFailed });
    }
    setConfirming(false);
  }

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Card.Title>Active Sessions</Card.Title>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={sessions.length <= 1}
            onClick={() => setConfirming(true)}
          >
            Terminate All Other Sessions
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {query.error ? (
          <ErrorCard
            title={SECURITY_TEXTS.sessionsFailed}
            message={query.error.message}
            onRetry={() => void query.mutate()}
          />
        ) : (
          <DataTable
            caption="Active sessions"
            hideCaption
            columns={sessionColumns(handleTerminate, terminate.isMutating)}
            rows={sessions}
            getRowKey={(session) => session.Id}
            isLoading={query.isLoading}
            skeletonRows={3}
          />
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Terminate All Sessions"
        description="Every other browser signed in to your account will be signed out. This one stays signed in."
        confirmLabel="Terminate All"
        destructive
        isPending={terminateOthers.isMutating}
        onConfirm={() => void handleTerminateOthers()}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
