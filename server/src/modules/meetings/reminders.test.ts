// Meeting reminders (issue 14): 15 minutes before a scheduled meeting, its host and participants get a
// notification in the `reminders` category (so their preferences decide the email), once per meeting and
// again after it moves; not for meetings further away, cancelled or past.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultNotificationSettings } from '@portal/shared-api/contract/notification-settings';
import { emailOutbox, notifications } from '../notifications/tables.ts';
import { sendMeetingReminders } from './reminders.ts';
import { createTestApp, signedInUser } from '../../testing/app.ts';
import { createMeeting } from './factory.ts';
import { createUser } from '../users/factory.ts';

let app: FastifyInstance;
let now = new Date();
before(async () => {
  app = await createTestApp({}, { clock: { now: () => now } });
});
after(() => app.close());

const remindersOf = (userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, 'reminders')));

describe('meeting reminders', () => {
  it('reminds the host and each participant once, 15 minutes ahead, with an email where preferences allow', async () => {
    now = new Date();
    const host = await createUser(app.db);
    const guest = await createUser(app.db);
    const meeting = await createMeeting(app.db, host, {
      participants: [guest],
      startsInMinutes: 14,
      title: 'Office hours',
    });
    await createMeeting(app.db, host, { participants: [guest], startsInMinutes: 40 });
    await createMeeting(app.db, host, { participants: [guest], startsInMinutes: 10, status: 'stopped' });
    await sendMeetingReminders(app.deps);
    await sendMeetingReminders(app.deps);
    const [hostReminder, ...more] = await remindersOf(host.id);
    assert.equal(more.length, 0, 'one reminder, for the meeting in 14 minutes only');
    assert.equal(hostReminder!.title, 'Starting in 14 minutes: Office hours');
    assert.equal(hostReminder!.actionUrl, `/user/meetings/${meeting.id}`);
    assert.equal((await remindersOf(guest.id)).length, 1);
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.notificationId, hostReminder!.id));
    assert.equal(mails.length, 1, 'reminders email is on by default');
  });

  it('sends no email to someone who turned reminder emails off, and reminds again after the meeting moves', async () => {
    now = new Date();
    const host = await signedInUser(app);
    const prefs = defaultNotificationSettings('UTC');
    prefs.Categories.reminders.email = false;
    await app.inject({
      method: 'PUT',
      url: `/api/notificationPreferences/${host.user.id}`,
      headers: host.session.headers,
      payload: prefs,
    });
    const meeting = await createMeeting(app.db, host.user, { startsInMinutes: 5 });
    await sendMeetingReminders(app.deps);
    const [first] = await remindersOf(host.user.id);
    assert.ok(first);
    assert.equal(
      (await app.db.select().from(emailOutbox).where(eq(emailOutbox.notificationId, first.id))).length,
      0,
    );
    const start = new Date(now.getTime() + 2 * 60 * 60_000);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      headers: host.session.headers,
      payload: { Title: meeting.title, StartTime: start.toISOString(), Type: 'group', IsRecorded: false },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    now = new Date(start.getTime() - 10 * 60_000);
    await sendMeetingReminders(app.deps);
    assert.equal((await remindersOf(host.user.id)).length, 2);
  });
});
