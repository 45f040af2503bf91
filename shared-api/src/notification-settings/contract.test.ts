import { defaultNotificationSettings } from './contract.ts';
import { isTotpCode, normaliseCode } from '../security/contract.ts';
import { isTimeZone } from '../settings/contract.ts';

// docs/product/notification-settings.md#default-preferences
describe('notification preference defaults', () => {
  it('match the table: email and push on but social email and billing push, SMS off, quiet hours 22–08 off', () => {
    const defaults = defaultNotificationSettings('Europe/Paris');
    expect([defaults.EmailNotifications, defaults.PushNotifications, defaults.SmsNotifications]).toEqual([
      true,
      true,
      false,
    ]);
    expect(defaults.Categories.social).toEqual({ email: false, push: true, sms: false });
    expect(defaults.Categories.billing).toEqual({ email: true, push: false, sms: false });
    expect(defaults.Categories.courses).toEqual({ email: true, push: true, sms: false });
    expect(defaults.QuietHours).toEqual({
      enabled: false,
      startTime: '22:00',
      endTime: '08:00',
      timezone: 'Europe/Paris',
    });
    expect(defaults.Frequency).toBe('immediate');
  });
});

describe('codes and zones', () => {
  it('tells a 6-digit code from a backup code, ignoring spaces and dashes', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(normaliseCode('abcd-efgh ijkl-mnop')).toBe('ABCDEFGHIJKLMNOP');
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
