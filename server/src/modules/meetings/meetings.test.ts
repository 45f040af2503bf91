import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MEETING_TEXTS, type Meeting, type MeetingList } from '@portal/shared-api/contract/meetings';
import { createMeeting } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signIn } from '../../testing/app.ts';

const MINUTE = 60_000;
type Session = Awaited<ReturnType<typeof signIn>>;

function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * MINUTE).toISOString();
}

describe('meetings API', () => {
  let app: FastifyInstance;
  let host: Session;
  let guest: Session;
  let hostUser: TestUser;
  let guestUser: TestUser;
  let participant: { Name: string; Email: string };

  const schedule = (session: Session, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/meetings', headers: session.headers, payload: body });
  const list = async (session: Session, scope: 'upcoming' | 'past') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/meetings?scope=${scope}`,
      headers: session.headers,
    });
    assert.equal(res.statusCode, 200);
    return res.json<MeetingList>();
  };
  const join = (session: Session, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/meetings/join', headers: session.headers, payload: body });
  const valid = {
    Title: 'Exam prep',
    Description: 'Course: Advanced React Development',
    Type: 'group',
    IsRecorded: true,
  };

  before(async () => {
    app = await createTestApp();
    hostUser = await createUser(app.db);
    guestUser = await createUser(app.db);
    host = await signIn(app, hostUser.email, hostUser.password);
    guest = await signIn(app, guestUser.email, guestUser.password);
    participant = { Name: 'Second Student', Email: guestUser.email };
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/meetings' });
    assert.equal(res.statusCode, 401);
  });

  it('schedules a meeting hosted by the user, generating the join details and a 60-minute default end', async () => {
    const start = inMinutes(120);
    const res = await schedule(host, { ...valid, StartTime: start });
    assert.equal(res.statusCode, 201);
    const meeting = res.json<Meeting>();
    assert.equal(meeting.Title, 'Exam prep');
    assert.equal(meeting.Status, 'scheduled');
    assert.equal(meeting.isHost, true);
    assert.equal(meeting.Host.Username.length > 0, true);
    assert.match(meeting.MeetingId ?? '', /^\d{3}-\d{3}-\d{3}$/);
    assert.match(meeting.Passcode ?? '', /^\d{6}$/);
    assert.equal(meeting.MeetingUrl, `/user/meetings/${meeting.MeetingId}`);
    assert.equal(new Date(meeting.EndTime).getTime() - new Date(start).getTime(), 60 * MINUTE);
  });

  it('lists upcoming meetings soonest first with the counts of both tabs, and started ones as past', async () => {
    await schedule(host, { ...valid, Title: 'Later', StartTime: inMinutes(300) });
    await schedule(host, { ...valid, Title: 'Sooner', StartTime: inMinutes(200), EndTime: inMinutes(230) });
    await schedule(host, { ...valid, Title: 'Yesterday', StartTime: inMinutes(-24 * 60) });
    const upcoming = await list(host, 'upcoming');
    const starts = upcoming.meetings.map((m) => new Date(m.StartTime).getTime());
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.equal(
      upcoming.meetings.some((m) => m.Title === 'Yesterday'),
      false,
    );
    const past = await list(host, 'past');
    assert.equal(
      past.meetings.some((m) => m.Title === 'Yesterday'),
      true,
    );
    assert.deepEqual(past.counts, upcoming.counts);
    assert.equal(upcoming.counts.upcoming, upcoming.meetings.length);
    assert.equal(past.counts.past, past.meetings.length);
  });

  it('rejects a schedule without a title, with unknown fields or ending before it starts', async () => {
    const blank = await schedule(host, { ...valid, Title: '   ', StartTime: inMinutes(60) });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Please fill in all required fields');
    const missing = await schedule(host, { ...valid, Title: undefined, StartTime: inMinutes(60) });
    assert.equal(missing.statusCode, 400);
    const unknown = await schedule(host, { ...valid, StartTime: inMinutes(60), HostId: 'someone-else' });
    assert.equal(unknown.statusCode, 400);
    const backwards = await schedule(host, { ...valid, StartTime: inMinutes(60), EndTime: inMinutes(30) });
    assert.equal(backwards.statusCode, 400);
    const badType = await schedule(host, { ...valid, StartTime: inMinutes(60), Type: 'party' });
    assert.equal(badType.statusCode, 400);
  });

  it("hides another user's meeting: read, edit and delete answer 404", async () => {
    const meeting = (await schedule(host, { ...valid, StartTime: inMinutes(90) })).json<Meeting>();
    const url = `/api/meetings/${meeting.Id}`;
    assert.equal((await app.inject({ method: 'GET', url, headers: guest.headers })).statusCode, 404);
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: guest.headers,
      payload: { ...valid, StartTime: inMinutes(95) },
    });
    assert.equal(put.statusCode, 404);
    assert.equal((await app.inject({ method: 'DELETE', url, headers: guest.headers })).statusCode, 404);
  });

  it("answers 'Invalid meeting ID' to an unknown meeting ID", async () => {
    const res = await join(guest, { meetingId: '0000000000', participant });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Invalid meeting ID');
  });

  it('refuses to join more than 15 minutes before the start', async () => {
    const meeting = (await schedule(host, { ...valid, StartTime: inMinutes(60) })).json<Meeting>();
    const res = await join(guest, { meetingId: meeting.MeetingId, passcode: meeting.Passcode, participant });
    assert.equal(res.statusCode, 409);
    assert.match(res.json().message, /15 minutes/);
  });

  it('lets a user join with the passcode; the participant sees it but cannot edit or delete it', async () => {
    const meeting = (
      await schedule(host, { ...valid, Title: 'Starting soon', StartTime: inMinutes(10) })
    ).json<Meeting>();
    const wrong = await join(guest, { meetingId: meeting.MeetingId, passcode: 'nope', participant });
    assert.equal(wrong.statusCode, 403);
    // People type the meeting ID without its dashes.
    const typed = (meeting.MeetingId ?? '').replace(/-/g, '');
    const res = await join(guest, { meetingId: typed, passcode: meeting.Passcode, participant });
    assert.equal(res.statusCode, 200);
    const joined = res.json<Meeting>();
    assert.equal(joined.isHost, false);
    assert.deepEqual(
      joined.Participants.map((p) => p.Name),
      ['Second Student'],
    );
    const again = await join(guest, {
      meetingId: meeting.MeetingId,
      passcode: meeting.Passcode,
      participant,
    });
    assert.equal(again.json<Meeting>().Participants.length, 1);

    assert.equal(
      (await list(guest, 'upcoming')).meetings.some((m) => m.Id === meeting.Id),
      true,
    );
    const url = `/api/meetings/${meeting.Id}`;
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: guest.headers,
      payload: { ...valid, StartTime: inMinutes(20) },
    });
    assert.equal(put.statusCode, 403);
    assert.equal((await app.inject({ method: 'DELETE', url, headers: guest.headers })).statusCode, 403);
  });

  it('lets the host edit and then delete the meeting', async () => {
    const meeting = (await schedule(host, { ...valid, StartTime: inMinutes(180) })).json<Meeting>();
    const url = `/api/meetings/${meeting.Id}`;
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: host.headers,
      payload: {
        ...valid,
        Title: 'Renamed',
        Type: 'webinar',
        IsRecorded: false,
        StartTime: inMinutes(240),
        EndTime: inMinutes(270),
      },
    });
    assert.equal(put.statusCode, 200);
    const updated = put.json<Meeting>();
    assert.equal(updated.Title, 'Renamed');
    assert.equal(updated.Type, 'webinar');
    assert.equal(updated.MeetingId, meeting.MeetingId);
    const del = await app.inject({ method: 'DELETE', url, headers: host.headers });
    assert.equal(del.statusCode, 204);
    assert.equal((await app.inject({ method: 'GET', url, headers: host.headers })).statusCode, 404);
  });

  it('opens a meeting by the meeting ID its link carries, and answers a malformed id like an unknown one', async () => {
    const meeting = (await schedule(host, { ...valid, StartTime: inMinutes(45) })).json<Meeting>();
    const byLink = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.MeetingId}`,
      headers: host.headers,
    });
    assert.equal(byLink.statusCode, 200);
    assert.equal(byLink.json<Meeting>().Id, meeting.Id);
    const res = await app.inject({ method: 'GET', url: '/api/meetings/bad%2Aid', headers: host.headers });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, MEETING_TEXTS.notFound);
  });

  it('lists the meetings the user hosts or was invited to, upcoming and past, never anyone else’s', async () => {
    const viewer = await createUser(app.db);
    const session = await signIn(app, viewer.email, viewer.password);
    const other = await createUser(app.db);
    await createMeeting(app.db, other, { title: 'Invited', participants: [viewer], startsInMinutes: 10 });
    await createMeeting(app.db, viewer, { title: 'Hosted', participants: [other], startsInMinutes: 180 });
    await createMeeting(app.db, other, {
      title: 'Not invited',
      participants: [guestUser],
      startsInMinutes: 60,
    });
    await createMeeting(app.db, other, {
      title: 'Attended',
      participants: [viewer],
      status: 'finished',
      startsInMinutes: -2 * 24 * 60,
    });
    await createMeeting(app.db, viewer, { title: 'Running', status: 'running', startsInMinutes: -20 });

    const upcoming = await list(session, 'upcoming');
    assert.deepEqual(
      upcoming.meetings.map((m) => [m.Title, m.isHost]),
      [
        ['Invited', false],
        ['Hosted', true],
      ],
    );
    assert.deepEqual(
      upcoming.meetings[1]!.Participants.map((p) => p.Id),
      [other.id],
    );
    const past = await list(session, 'past');
    assert.deepEqual(
      past.meetings.map((m) => m.Title),
      ['Running', 'Attended'],
      'the most recent first',
    );
    assert.deepEqual(upcoming.counts, { upcoming: 2, past: 2 });
  });
});
