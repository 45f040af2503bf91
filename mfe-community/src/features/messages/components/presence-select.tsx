// The person's own presence: automatic (online while the portal is open, away when idle) or a choice.
import { NativeSelect } from '@portal/shared-ui/forms';
import {
  PRESENCE_STATUSES,
  usePresence,
  useSetPresence,
  type PresenceStatus,
} from '@portal/shared-api/messages';

const CHOICES: Record<PresenceStatus, string> = {
  online: 'Online (automatic)',
  away: 'Away',
  busy: 'Busy',
  offline: 'Appear offline',
};

export function PresenceSelect() {
  const presence = usePresence();
  const setPresence = useSetPresence();
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={!presence.data || setPresence.isMutating}>
      <NativeSelect.Field
        aria-label="Your status"
        value={presence.data?.Choice ?? 'online'}
        onChange={(event) =>
          void setPresence.trigger({ Choice: event.target.value as PresenceStatus }).catch(() => undefined)
        }
      >
        {PRESENCE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CHOICES[status]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
