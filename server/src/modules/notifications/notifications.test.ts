import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { defaultNotificationSettings } from '@portal/shared-api/contract/notification-settings';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_TEXTS,
  type CourseNotification,
  type CourseNotificationPage,
  type Notification,
} from '@portal/shared-api/contract/notifications';
import { notifications } from './tables.ts';
import { sessions } from '../users/tables.ts';
import { revokeSession } from '../users/index.ts';
import { createCourse, lessonSections } from '../catalog/factory.ts';
import { createUser } from '../users/factory.ts';
import { testEngine } from '../../testing/database.ts';
import { createTestApp, createTwoApps, signedInUser, type SignedInUser } from '../../testing/app.ts';
import { openLive } from '../../testing/live.ts';

type Person = SignedInUser;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const person = (app: FastifyInstance, role: 'user' | 'administrator' = 'user') => signedInUser(app, { role });

describe('notifications: the caller’s inbox, read and unread, course notifications, and the live stream', () => {
  let app: FastifyInstance;
  let me: Person;
  let other: Person;
  let admin: Person;

  const call = (who: Person, method: Method, url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who.session.headers, ...(payload ? { payload } : {}) });
  const file = (who: Person, body: object) =>
    call(who, 'POST', '/notifications', { Title: 'Hello', Message: 'A message', ...body });

  before(async () => {
    app = await createTestApp();
    me = await person(app);
    other = await person(app);
    admin = await person(app, 'administrator');
  });
  after(() => app.close());

  it('files a notification for oneself, lists only one’s own newest first, and refuses someone else’s', async () => {
    const first = await file(me, {
      Title: 'First',
      Type: 'success',
      Priority: 'high',
      ActionUrl: '/user/reviews',
    });
    assert.equal(first.statusCode, 201, first.body);
    await file(me, { Title: 'Second' });
    await file(other, { Title: 'Not mine' });
    const list = (await call(me, 'GET', '/notifications')).json<Notification[]>();
    assert.deepEqual(
      list.map((n) => n.Title),
      ['Second', 'First'],
    );
    assert.equal(list[1]!.Priority, 'high');
    assert.equal(list[1]!.IsRead, false);
    const theirs = (await call(other, 'GET', '/notifications')).json<Notification[]>()[0]!;
    for (const [method, payload] of [['GET'], ['PUT', { IsRead: true }], ['DELETE']] as const)
      assert.equal(
        (await call(me, method, `/notifications/${theirs.Slug}`, payload)).statusCode,
        404,
        method,
      );
  });

  it('needs an administrator to file one for someone else, and refuses links out of the portal', async () => {
    const forOther = await file(me, { UserId: other.user.id });
    assert.equal(forOther.statusCode, 403);
    assert.equal(forOther.json().message, NOTIFICATION_TEXTS.forSomeoneElse);
    const byAdmin = await file(admin, { UserId: other.user.id, Title: 'From the team' });
    assert.equal(byAdmin.statusCode, 201);
    const theirs = (await call(other, 'GET', '/notifications')).json<Notification[]>();
    assert.ok(theirs.some((n) => n.Title === 'From the team'));
    for (const ActionUrl of ['https://evil.test', '//evil.test', 'javascript:alert(1)'])
      assert.equal((await file(me, { ActionUrl })).statusCode, 400, ActionUrl);
  });

  it('refuses an ActionUrl a browser would read as another site: a tab, a line break, a backslash, a space', async () => {
    const someone = await person(app);
    // Browsers drop tabs and line breaks from URLs and read \ as /, so each of these became //evil.test.
    for (const ActionUrl of [
      '/\t/evil.test',
      '/\n/evil.test',
      '/\\evil.test',
      '/x\\..\\evil',
      '/ /evil.test',
      '/\u0000',
    ])
      assert.equal((await file(someone, { ActionUrl })).statusCode, 400, JSON.stringify(ActionUrl));
    const inside = await file(someone, { ActionUrl: '/user/courses/a-b_c.1?tab=notes#top' });
    assert.equal(inside.statusCode, 201, inside.body);
  });

  it('files a whole notification as the product’s client sends it, keeping the slug, read flag and time its own', async () => {
    const fresh = await person(app);
    const before = Date.now();
    const whole = {
      Id: 'made-up-id',
      Slug: 'made-up-slug',
      Title: 'Sent whole',
      Message: 'Every field of a notification',
      Type: 'warning',
      Priority: 'low',
      IsRead: true,
      CreatedAt: '2001-01-01T00:00:00.000Z',
      ActionUrl: '/user/courses',
      CourseId: null,
    };
    const res = await file(fresh, whole);
    assert.equal(res.statusCode, 201, res.body);
    const filed = res.json<Notification>();
    assert.deepEqual(
      [filed.Title, filed.Type, filed.Priority, filed.ActionUrl, filed.IsRead],
      ['Sent whole', 'warning', 'low', '/user/courses', false],
    );
    assert.notEqual(filed.Slug, whole.Slug);
    assert.notEqual(filed.Id, whole.Id);
    assert.ok(Date.parse(filed.CreatedAt) >= before - 1000, filed.CreatedAt);
    assert.equal((await call(fresh, 'GET', `/notifications/${whole.Slug}`)).statusCode, 404);
    assert.equal(
      (await file(fresh, { IsRead: 'yes' })).statusCode,
      400,
      'a server-owned field keeps its shape',
    );
    const unknown = await file(fresh, { Pinned: true });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unknown field: Pinned');
  });

  it('marks one read and unread from the whole notification sent back, deletes it, and marks all read', async () => {
    const [one] = (await call(me, 'GET', '/notifications')).json<Notification[]>();
    const read = await call(me, 'PUT', `/notifications/${one!.Slug}`, {
      ...one,
      IsRead: true,
      Title: 'Changed',
    });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json<Notification>().IsRead, true);
    assert.equal(read.json<Notification>().Title, one!.Title, 'only IsRead is taken');
    const unread = await call(me, 'PUT', `/notifications/${one!.Slug}`, { IsRead: false });
    assert.equal(unread.json<Notification>().IsRead, false);

    assert.equal((await call(me, 'PUT', `/notifications/mark-all-read/${other.user.slug}`)).statusCode, 404);
    const all = await call(me, 'PUT', `/notifications/mark-all-read/${me.user.slug}`);
    assert.equal(all.statusCode, 200);
    assert.equal(all.json().Updated, 2);
    const after = (await call(me, 'GET', '/notifications')).json<Notification[]>();
    assert.ok(after.every((n) => n.IsRead));
    assert.equal((await call(other, 'GET', '/notifications')).json<Notification[]>()[0]!.IsRead, false);

    assert.equal((await call(me, 'DELETE', `/notifications/${one!.Slug}`)).statusCode, 204);
    assert.equal((await call(me, 'GET', `/notifications/${one!.Slug}`)).statusCode, 404);
  });

  it('serves course notifications with their course, a page with its count, and the Read flag', async () => {
    const teacher = await createUser(app.db, { role: 'instructor' });
    const course = await createCourse(app.db, {
      instructorId: teacher.id,
      title: 'Go',
      sections: lessonSections(1),
    });
    const made = await call(me, 'POST', '/courseNotifications', {
      CourseId: course.id,
      Title: 'New lesson',
      Message: 'Lesson 2 is out.',
    });
    assert.equal(made.statusCode, 201, made.body);
    const created = made.json<CourseNotification>();
    assert.deepEqual(created.Course, { Id: course.id, Slug: course.slug, Title: 'Go' });
    assert.equal(created.ActionUrl, `/courses/${course.slug}`);
    await call(me, 'POST', '/courseNotifications', {
      CourseId: course.id,
      Title: 'Quiz',
      Message: 'Try it.',
    });
    const page = (await call(me, 'GET', '/courseNotifications/1/0')).json<CourseNotificationPage>();
    assert.equal(page.Count, 2);
    assert.deepEqual(
      page.Notifications.map((n) => n.Title),
      ['Quiz'],
    );
    const read = await call(me, 'PUT', `/courseNotifications/${created.Slug}`, { ...created, Read: true });
    assert.equal(read.json<CourseNotification>().Read, true);
    assert.equal(
      (await call(me, 'GET', `/courseNotifications/${created.Id}`)).json<CourseNotification>().Read,
      true,
    );
    assert.equal((await call(other, 'GET', `/courseNotifications/${created.Id}`)).statusCode, 404);
    assert.equal((await call(other, 'DELETE', `/courseNotifications/${created.Slug}`)).statusCode, 404);
    assert.equal((await call(me, 'GET', '/courseNotifications')).json<CourseNotification[]>().length, 2);
    assert.equal((await call(me, 'DELETE', `/courseNotifications/${created.Slug}`)).statusCode, 204);
    assert.equal((await call(me, 'GET', '/courseNotifications/0/0')).statusCode, 400);
  });

  it('marks a streamed notification for a pop-up only when the person’s push switches allow it', async () => {
    const listener = await person(app);
    const prefs = {
      ...defaultNotificationSettings('UTC'),
      Categories: {
        ...defaultNotificationSettings('UTC').Categories,
        courses: { email: false, push: false, sms: false },
      },
    };
    await call(listener, 'PUT', `/notificationPreferences/${listener.user.id}`, prefs);
    const live = await openLive(app, listener.session);
    await live.next('unread');
    await file(admin, { UserId: listener.user.id, Title: 'Course news', Type: 'course' });
    assert.equal(((await live.next('notification')).data as { Push: boolean }).Push, false);
    await file(admin, { UserId: listener.user.id, Title: 'A system notice', Type: 'system' });
    assert.equal(((await live.next('notification')).data as { Push: boolean }).Push, true);
    live.close();
  });

  it('streams a new notification, whoever files it, and the unread count; resumes from Last-Event-ID', async () => {
    const listener = await person(app);
    const live = await openLive(app, listener.session);
    assert.deepEqual((await live.next('unread')).data, { count: 0 });
    await file(admin, { UserId: listener.user.id, Title: 'Live one' });
    const event = await live.next('notification');
    assert.equal((event.data as Notification).Title, 'Live one');
    assert.equal((event.data as { Push: boolean }).Push, true, 'push is on by default');
    await live.next('unread', (data) => (data as { count: number }).count === 1);
    // Filed by SQL, not by a service (as the price-drop trigger does): the database tells the stream.
    await app.db
      .insert(notifications)
      .values({ slug: 'by-sql', userId: listener.user.id, title: 'By SQL', message: 'x' });
    const bySql = await live.next('notification');
    assert.equal((bySql.data as Notification).Title, 'By SQL');
    await app.db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.userId, listener.user.id));
    await live.next('unread', (data) => (data as { count: number }).count === 0);
    live.close();

    await file(admin, { UserId: listener.user.id, Title: 'While away' });
    const resumed = await openLive(app, listener.session, event.id);
    assert.equal(((await resumed.next('notification')).data as Notification).Title, 'By SQL');
    assert.equal(((await resumed.next('notification')).data as Notification).Title, 'While away');
    resumed.close();
  });

  it('ends the stream when its session is signed out, and refuses a signed-out one', async () => {
    const leaving = await person(app);
    const live = await openLive(app, leaving.session);
    await live.next('unread');
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, leaving.user.id));
    await revokeSession(app.deps, session!.id);
    await live.ended;
    const res = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
    });
    assert.equal(res.statusCode, 401);
  });
});

describe(
  'the live stream across two API processes on one PostgreSQL',
  { skip: testEngine !== 'postgres' },
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    before(async () => {
      [first, second] = await createTwoApps();
    });
    after(async () => {
      await first?.close();
      await second?.close();
    });

    it('delivers a notification filed on one process to a tab streaming from the other', async () => {
      const listener = await person(first);
      const admin = await person(second, 'administrator');
      const live = await openLive(first, listener.session);
      await live.next('unread');
      const res = await second.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: admin.session.headers,
        payload: { UserId: listener.user.id, Title: 'Across processes', Message: 'Hi' },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(((await live.next('notification')).data as Notification).Title, 'Across processes');
      live.close();
    });
  },
);
