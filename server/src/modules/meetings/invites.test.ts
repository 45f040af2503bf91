import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Meeting, MeetingList } from '@portal/shared-api/contract/meetings';
import { notifications } from '../notifications/tables.ts';
import { createCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

describe('meeting invitations from contacts, and the room Join opens', () => {
  let app: FastifyInstance;
  let host: SignedInUser;
  let classmate: SignedInUser;
  let stranger: SignedInUser;
  let meeting: Meeting;

  const invite = (person: SignedInUser, id: string, UserIds: string[]) =>
    app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/participants`,
      headers: person.session.headers,
      payload: { UserIds },
    });

  before(async () => {
    app = await createTestApp({ meetingRoomUrl: 'https://rooms.example/{code}' });
    host = await signedInUser(app, { firstname: 'Ann' });
    classmate = await signedInUser(app, { firstname: 'Ben' });
    stranger = await signedInUser(app, { firstname: 'Stan' });
    const teacher = await signedInUser(app, { role: 'instructor' });
    const course = await createCourse(app.db, { instructorId: teacher.user.id });
    await createEnrollment(app.db, host.user, course);
    await createEnrollment(app.db, classmate.user, course);
    const res = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: host.session.headers,
      payload: {
        Title: 'Exam prep',
        StartTime: new Date(Date.now() + 86_400_000).toISOString(),
        Type: 'group',
        IsRecorded: false,
      },
    });
    meeting = res.json<Meeting>();
  });
  after(async () => {
    await app.close();
  });

  it('gives each meeting a video room at the configured address that its meeting ID does not reveal', () => {
    assert.match(meeting.RoomUrl ?? '', /^https:\/\/rooms\.example\/[0-9a-f]{32}$/);
    assert.equal(meeting.RoomUrl?.includes(meeting.MeetingId ?? '-'), false);
    assert.equal(meeting.RoomUrl?.includes(meeting.Id), false);
  });

  it('invites a contact, who then sees the meeting and is notified', async () => {
    const res = await invite(host, meeting.Id, [classmate.user.id]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json<Meeting>().Participants.map((p) => p.Id),
      [classmate.user.id],
    );
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/meetings?scope=upcoming',
      headers: classmate.session.headers,
    });
    assert.ok(theirs.json<MeetingList>().meetings.some((m) => m.Id === meeting.Id));
    const filed = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, classmate.user.id));
    assert.equal(filed[0]!.title, 'Meeting invitation: Exam prep');
    // Inviting again adds no second row and no second notification.
    await invite(host, meeting.Id, [classmate.user.id]);
    const again = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, classmate.user.id));
    assert.equal(again.length, 1);
  });

  it('refuses people outside the host’s contacts, and anyone but the host', async () => {
    assert.equal((await invite(host, meeting.Id, [stranger.user.id])).statusCode, 400);
    assert.equal((await invite(classmate, meeting.Id, [host.user.id])).statusCode, 403);
    assert.equal((await invite(stranger, meeting.Id, [host.user.id])).statusCode, 404);
    const extra = await app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.Id}/participants`,
      headers: host.session.headers,
      payload: { UserIds: [classmate.user.id], HostId: stranger.user.id },
    });
    assert.equal(extra.statusCode, 400);
  });
});
