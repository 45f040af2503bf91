// When an email for a notification goes out (docs/product/notification-settings.md#delivery, issue 13), as
// pure functions of the preferences and a clock: the category's switch and the global one decide whether; the
// frequency and quiet hours, read in the quiet hours' time zone, decide when. Daily and weekly digests go out
// at 08:00 local, weekly on Mondays.
import { TZDate } from '@date-fns/tz';
import type {
  NotificationCategory,
  NotificationFrequency,
  NotificationSettingsPayload,
} from '@portal/shared-api/contract/notification-settings';

export type QuietHours = NotificationSettingsPayload['QuietHours'];
export type EmailPlan = { dueAt: Date; digest: boolean };

export const DIGEST_HOUR = 8;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/** A local wall-clock time `days` after `local`'s date, as an instant (DST handled by TZDate). */
function localAt(local: TZDate, days: number, minutes: number, zone: string): Date {
  return new Date(
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + days,
      Math.floor(minutes / 60),
      minutes % 60,
      0,
      0,
      zone,
    ).getTime(),
  );
}

/** `at`, or the end of the quiet hours when `at` falls inside them. */
export function afterQuietHours(quiet: QuietHours, at: Date): Date {
  if (!quiet.enabled) return at;
  const start = minutesOf(quiet.startTime);
  const end = minutesOf(quiet.endTime);
  if (start === end) return at;
  const local = new TZDate(at.getTime(), quiet.timezone);
  const now = local.getHours() * 60 + local.getMinutes();
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  return localAt(local, now < end ? 0 : 1, end, quiet.timezone);
}

/** The next digest time strictly after `now` for a digest frequency. */
export function nextDigestAt(
  frequency: Exclude<NotificationFrequency, 'immediate'>,
  now: Date,
  zone: string,
) {
  const local = new TZDate(now.getTime(), zone);
  if (frequency === 'hourly') {
    return localAt(local, 0, (local.getHours() + 1) * 60, zone);
  }
  const today = localAt(local, 0, DIGEST_HOUR * 60, zone);
  let days = today.getTime() > now.getTime() ? 0 : 1;
  if (frequency === 'weekly') {
    // getDay: 0 Sunday … 1 Monday.
    const weekday = (local.getDay() + days) % 7;
    days += (8 - weekday) % 7;
  }
  return localAt(local, days, DIGEST_HOUR * 60, zone);
}

/** Null: no email. A notification without a category (a system notice) is for the inbox only. */
export function planEmail(
  prefs: NotificationSettingsPayload,
  category: NotificationCategory | null,
  now: Date,
): EmailPlan | null {
  if (!category || !prefs.EmailNotifications || !prefs.Categories[category].email) return null;
  if (prefs.Frequency === 'immediate')
    return { dueAt: afterQuietHours(prefs.QuietHours, now), digest: false };
  const at = nextDigestAt(prefs.Frequency, now, prefs.QuietHours.timezone);
  return { dueAt: afterQuietHours(prefs.QuietHours, at), digest: true };
}
