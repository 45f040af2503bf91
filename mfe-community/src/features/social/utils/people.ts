// How people and their status read in the social area.
import { displayName } from '@portal/shared-api/core';
import type { BuddyStatus } from '@portal/shared-api/social';

export const nameOf = (person: { Firstname: string | null; Lastname: string | null; Username: string }) =>
  displayName(person);

export const STATUS_TONES: Record<BuddyStatus, 'success' | 'info' | 'neutral'> = {
  online: 'success',
  studying: 'info',
  offline: 'neutral',
};
