import { browserTimeZone, isTimeZone, useUserSettings } from '@portal/shared-api/settings';

/**
 * The zone the Calendar counts days in: the user's saved setting, or the browser's when they follow it
 * (null) or the settings cannot be read. Undefined until the settings answer, so no range is asked twice.
 */
export function useCalendarZone(): string | undefined {
  const settings = useUserSettings();
  if (settings.data) {
    const saved = settings.data.TimeZone;
    return saved && isTimeZone(saved) ? saved : browserTimeZone();
  }
  return settings.error ? browserTimeZone() : undefined;
}
