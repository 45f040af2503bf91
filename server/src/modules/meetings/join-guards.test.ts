import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_TEXTS, type Meeting } from '@portal/shared-api/contract/meetings';
import { meetingParticipants } from './tables.ts';
import { createMeeting, type TestMeeting } from './factory.ts';
import { passcodeMatches } from './join-guards.ts';
import { createTestApp, signedInUser, type SignedInUser, type TestSession } from '../../testing/app.ts';

const MINUTE = 60_000;

describe('joining a meeting resists guessing and borrowed invitations', () => {
  let app: FastifyInstance;
  let now = new Date();
  let host: SignedInUser;

  const join = (session: TestSession, meeting: TestMeeting, passcode: string, email = 'typed@example.com') =>
    app.inject({
      method: 'POST',
      url: '/api/meetings/join',
      headers: session.headers,
      payload: { meetingId: meeting.meetingId, passcode, participant: { Name: 'Joiner', Email: email } },
    });
  // Open to joining for the next three hours of the test's clock.
  const soon = () => createMeeting(app.db, host.user, { startsInMinutes: 5, durationMinutes: 180 });

  before(async () => {
    app = await createTestApp({}, { clock: { now: () => now } });
    host = await signedInUser(app);
  });
  after(async () => {
    await app.close();
  });

  it('locks a person out of a meeting for 15 minutes after 5 wrong passcodes, the right one included', async () => {
    const meeting = await soon();
    const guesser = await signedInUser(app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await join(guesser.session, meeting, String(100000 + i));
      assert.equal(wrong.statusCode, 403);
      assert.equal(wrong.json().message, MEETING_TEXTS.wrongPasscode);
    }
    const lockedOut = await join(guesser.session, meeting, meeting.passcode!);
    assert.equal(lockedOut.statusCode, 429);
    assert.equal(lockedOut.json().message, MEETING_TEXTS.passcodeLocked(15));
    assert.equal(lockedOut.headers['retry-after'], String(15 * 60));

    const someoneElse = await signedInUser(app);
    assert.equal((await join(someoneElse.session, meeting, meeting.passcode!)).statusCode, 200);

    now = new Date(now.getTime() + 15 * MINUTE);
    assert.equal((await join(guesser.session, meeting, meeting.passcode!)).statusCode, 200);
  });

  it('answers 429 with Retry-After past 10 join attempts a minute at one meeting, not at another', async () => {
    const [first, second] = [await soon(), await soon()];
    const joiner = await signedInUser(app);
    for (let i = 0; i < 10; i += 1)
      assert.equal((await join(joiner.session, first, first.passcode!)).statusCode, 200);
    const limited = await join(joiner.session, first, first.passcode!);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /^Too many attempts to join this meeting\. Try again in /);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await join(joiner.session, second, second.passcode!)).statusCode, 200);
  });

  it('keeps an invitation with its invitee when someone else joins typing the invitee’s email', async () => {
    const invitee = await signedInUser(app);
    const meeting = await createMeeting(app.db, host.user, {
      startsInMinutes: 5,
      durationMinutes: 180,
      participants: [{ ...invitee.user, firstname: 'In', lastname: 'Vitee' }],
    });
    const intruder = await signedInUser(app);
    const joined = await join(intruder.session, meeting, meeting.passcode!, invitee.user.email);
    assert.equal(joined.statusCode, 200, joined.body);
    assert.deepEqual(
      new Set(joined.json<Meeting>().Participants.map((p) => p.Id)),
      new Set([invitee.user.id, intruder.user.id]),
    );
    const seen = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      headers: invitee.session.headers,
    });
    assert.equal(seen.statusCode, 200, 'the invitee still sees the meeting');
    const [row] = await app.db
      .select({ email: meetingParticipants.email })
      .from(meetingParticipants)
      .where(
        and(eq(meetingParticipants.meetingId, meeting.id), eq(meetingParticipants.userId, intruder.user.id)),
      );
    assert.equal(
      row?.email,
      intruder.user.email.toLowerCase(),
      'the joiner is recorded by their own account',
    );
  });

  it('accepts the passcode with surrounding spaces and refuses a wrong or shorter one', () => {
    assert.equal(passcodeMatches(' 246810 ', '246810'), true);
    assert.equal(passcodeMatches('246811', '246810'), false);
    assert.equal(passcodeMatches('24681', '246810'), false);
    assert.equal(passcodeMatches('', '246810'), false);
  });
});
