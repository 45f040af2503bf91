// The person's own presence: automatic (online while the portal is open, away when idle) or a choice.
import { ChoiceSelect } from '@portal/shared-ui/forms';
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

const OPTIONS = PRESENCE_STATUSES.map((value) => ({ value, label: CHOICES[value] }));

export function PresenceSelect() {
  const presence = usePresence();
  const setPresence = useSetPresence();
  return (
    <ChoiceSelect<PresenceStatus>
      label="Your status"
      hideLabel
      size="sm"
      value={presence.data?.Choice ?? 'online'}
      options={OPTIONS}
      disabled={!presence.data || setPresence.isMutating}
      onChange={(Choice) => void setPresence.trigger({ Choice }).catch(() => undefined)}
    />
  );
}
