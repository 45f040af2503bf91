// Notification fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Notification } from '../../notifications/contract.ts';

let sequence = 0;

/** An unread, medium-priority info notification filed five minutes ago. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    Id: `notification-id-${sequence}`,
    Slug: `notification-${sequence}`,
    Title: `Notification ${sequence}`,
    Message: 'Something happened.',
    Type: 'info',
    Priority: 'medium',
    IsRead: false,
    CreatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ActionUrl: null,
    CourseId: null,
    ...overrides,
  };
}
