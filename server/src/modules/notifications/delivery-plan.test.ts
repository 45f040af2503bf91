// When a notification's email goes out (issue 13), as pure functions with a fixed clock: category and global
// switches, quiet hours in the user's zone (across midnight and DST), and the hourly / daily / weekly digests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultNotificationSettings } from '@portal/shared-api/contract/notification-settings';
import { afterQuietHours, nextDigestAt, planEmail } from './delivery-plan.ts';

const at = (iso: string) => new Date(iso);
const prefs = (zone = 'Europe/Paris') => defaultNotificationSettings(zone);

describe('whether an email goes out', () => {
  it('sends a course email at once with the defaults', () => {
    const now = at('2026-11-23T10:00:00Z');
    assert.deepEqual(planEmail(prefs(), 'courses', now), { dueAt: now, digest: false });
  });

  it('sends nothing for social (off by default), with email off globally, or without a category', () => {
    const now = at('2026-11-23T10:00:00Z');
    assert.equal(planEmail(prefs(), 'social', now), null);
    assert.equal(planEmail({ ...prefs(), EmailNotifications: false }, 'courses', now), null);
    assert.equal(planEmail(prefs(), null, now), null);
  });
});

describe('quiet hours', () => {
  const quiet = { enabled: true, startTime: '22:00', endTime: '08:00', timezone: 'Europe/Paris' };

  it('holds an email sent at 23:30 Paris time until 08:00 Paris the next morning', () => {
    // 22:30 UTC is 23:30 in Paris (UTC+1 in November).
    assert.equal(
      afterQuietHours(quiet, at('2026-11-23T22:30:00Z')).toISOString(),
      '2026-11-24T07:00:00.000Z',
    );
  });

  it('holds one sent at 03:00 until 08:00 the same morning, and leaves 12:00 alone', () => {
    assert.equal(
      afterQuietHours(quiet, at('2026-11-24T02:00:00Z')).toISOString(),
      '2026-11-24T07:00:00.000Z',
    );
    assert.equal(
      afterQuietHours(quiet, at('2026-11-24T11:00:00Z')).toISOString(),
      '2026-11-24T11:00:00.000Z',
    );
  });

  it('reads the clock in the user’s zone, not the server’s', () => {
    const tokyo = { ...quiet, timezone: 'Asia/Tokyo' };
    // 14:00 UTC is 23:00 in Tokyo: quiet until 08:00 Tokyo, 23:00 UTC.
    assert.equal(
      afterQuietHours(tokyo, at('2026-11-23T14:00:00Z')).toISOString(),
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('handles a window within one day and the DST change', () => {
    const lunch = { enabled: true, startTime: '12:00', endTime: '14:00', timezone: 'Europe/Paris' };
    assert.equal(
      afterQuietHours(lunch, at('2026-06-01T10:30:00Z')).toISOString(),
      '2026-06-01T12:00:00.000Z',
    );
    // The night of 28–29 March 2026 Paris moves to UTC+2: 08:00 local is 06:00 UTC.
    assert.equal(
      afterQuietHours(quiet, at('2026-03-28T23:00:00Z')).toISOString(),
      '2026-03-29T06:00:00.000Z',
    );
  });

  it('does nothing when disabled', () => {
    const now = at('2026-11-23T22:30:00Z');
    assert.equal(afterQuietHours({ ...quiet, enabled: false }, now), now);
  });
});

describe('digests', () => {
  it('hourly: the next full hour', () => {
    assert.equal(
      nextDigestAt('hourly', at('2026-11-23T10:20:00Z'), 'UTC').toISOString(),
      '2026-11-23T11:00:00.000Z',
    );
    assert.equal(
      nextDigestAt('hourly', at('2026-11-23T23:59:00Z'), 'UTC').toISOString(),
      '2026-11-24T00:00:00.000Z',
    );
  });

  it('daily: the next 08:00 local', () => {
    assert.equal(
      nextDigestAt('daily', at('2026-11-23T06:00:00Z'), 'Europe/Paris').toISOString(),
      '2026-11-23T07:00:00.000Z',
    );
    assert.equal(
      nextDigestAt('daily', at('2026-11-23T07:00:00Z'), 'Europe/Paris').toISOString(),
      '2026-11-24T07:00:00.000Z',
    );
  });

  it('weekly: the next Monday 08:00 local', () => {
    // 2026-11-23 is a Monday.
    assert.equal(
      nextDigestAt('weekly', at('2026-11-23T06:00:00Z'), 'Europe/Paris').toISOString(),
      '2026-11-23T07:00:00.000Z',
    );
    assert.equal(
      nextDigestAt('weekly', at('2026-11-23T09:00:00Z'), 'Europe/Paris').toISOString(),
      '2026-11-30T07:00:00.000Z',
    );
    assert.equal(
      nextDigestAt('weekly', at('2026-11-28T09:00:00Z'), 'Europe/Paris').toISOString(),
      '2026-11-30T07:00:00.000Z',
    );
  });

  it('plans a digest email, pushed past quiet hours when they cover the digest time', () => {
    const daily = { ...prefs('UTC'), Frequency: 'daily' as const };
    assert.deepEqual(planEmail(daily, 'billing', at('2026-11-23T10:00:00Z')), {
      dueAt: at('2026-11-24T08:00:00Z'),
      digest: true,
    });
    const late = {
      ...daily,
      QuietHours: { enabled: true, startTime: '22:00', endTime: '09:30', timezone: 'UTC' },
    };
    assert.equal(
      planEmail(late, 'billing', at('2026-11-23T10:00:00Z'))!.dueAt.toISOString(),
      '2026-11-24T09:30:00.000Z',
    );
  });
});
