// How a study buddy's status reads in the social area.
import type { BuddyStatus } from '@portal/shared-api/social';

export const STATUS_TONES: Record<BuddyStatus, 'success' | 'info' | 'neutral'> = {
  online: 'success',
  studying: 'info',
  offline: 'neutral',
};
