// The private iCal subscription of the Calendar (ours, issue 14): one revocable token per user, of which only
// the SHA-256 hash is kept (as for sessions). Calendar apps send no cookies: the token in the URL is the proof.
import { eq } from 'drizzle-orm';
import {
  CALENDAR_TEXTS,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@portal/shared-api/contract/calendar';
import { isTimeZone } from '@portal/shared-api/contract/settings';
import { calendarFeeds } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { calendarEntries } from './calendar.ts';
import { calendarIcs, meetingIcs } from './ics.ts';
import { findVisible } from '../meetings/index.ts';
import { getUserSettings } from '../settings/index.ts';
import { hashToken, newToken } from '../../core/tokens.ts';

const DAY = 86_400_000;
/** The feed carries the recent past and the year ahead. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 365;

// Links carry PUBLIC_URL, never the request's Host (docs/product/deployment.md#public-links).
const feedUrl = (deps: Deps, token: string) => `${deps.config.publicUrl}/api/calendar/${token}.ics`;

export async function getFeedStatus(deps: Deps, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await deps.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { Exists: Boolean(row), CreatedAt: row?.createdAt.toISOString() ?? null };
}

/** A new token, replacing the user's previous one (whose URL stops working); its URL is answered once. */
export async function createFeed(deps: Deps, userId: string): Promise<CalendarFeedCreated> {
  const token = newToken();
  const values = { tokenHash: hashToken(token), createdAt: deps.clock.now() };
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { Url: feedUrl(deps, token) };
}

export async function revokeFeed(deps: Deps, userId: string): Promise<void> {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

async function zoneOf(deps: Deps, userId: string): Promise<string | null> {
  const zone = (await getUserSettings(deps, userId)).TimeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** The feed of a token's owner; an unknown or revoked token is a 404. */
export async function feedCalendar(deps: Deps, token: string): Promise<string> {
  const [feed] = await deps.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) throw httpError(404, CALENDAR_TEXTS.feedNotFound);
  const now = deps.clock.now();
  const window = {
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
  };
  const [entries, timeZone] = await Promise.all([
    calendarEntries(deps.db, feed.userId, window),
    zoneOf(deps, feed.userId),
  ]);
  return calendarIcs(entries, { origin: deps.config.publicUrl, timeZone, now });
}

/** One meeting the user hosts or joined, as an .ics file; anyone else gets the meeting's 404. */
export async function meetingIcsFile(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ filename: string; type: string; body: Buffer }> {
  const meeting = await findVisible(deps.db, userId, id);
  const body = meetingIcs(meeting, {
    origin: deps.config.publicUrl,
    timeZone: await zoneOf(deps, userId),
    now: deps.clock.now(),
  });
  const name = (meeting.meetingId ?? meeting.id).replace(/[^\w-]/g, '');
  return { filename: `meeting-${name}.ics`, type: 'text/calendar; charset=utf-8', body: Buffer.from(body) };
}
