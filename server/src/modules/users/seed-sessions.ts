import { sessions } from './tables.ts';
import { userSettings } from '../settings/tables.ts';
import type { SeedContext } from '../../seed/context.ts';
import { minutesFromNow } from '../../seed/time.ts';
import type { People } from '../../seed/context.ts';
import { hashToken, newToken } from '../../core/tokens.ts';

const DEVICES = [
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1',
    device: 'Mobile' as const,
    browser: 'Safari',
    ipAddress: '203.0.113.24',
    location: 'San Francisco, United States',
    minutesAgo: 12,
  },
  {
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1',
    device: 'Tablet' as const,
    browser: 'Safari',
    ipAddress: '203.0.113.24',
    location: 'San Francisco, United States',
    minutesAgo: 45,
  },
  {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:150.0) Gecko/20100101 Firefox/150.0',
    device: 'Desktop' as const,
    browser: 'Firefox',
    ipAddress: '198.51.100.7',
    location: 'Oakland, United States',
    minutesAgo: 95,
  },
];

export async function seedSessions(ctx: SeedContext, people: People) {
  await ctx.tx.insert(sessions).values(
    DEVICES.map(({ minutesAgo, ...device }) => ({
      ...device,
      userId: people.student.id,
      tokenHash: hashToken(newToken()),
      createdAt: minutesFromNow(ctx.now, -minutesAgo - 60 * 24 * 3),
      lastActivityAt: minutesFromNow(ctx.now, -minutesAgo),
      expiresAt: minutesFromNow(ctx.now, 60 * 24 * 4),
    })),
  );
  await ctx.tx.insert(userSettings).values({ userId: people.student.id, timeZone: 'America/Los_Angeles' });
}
