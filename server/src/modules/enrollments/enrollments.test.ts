import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificateDownloadPath } from '@portal/shared-api/contract/certificates';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import { categories } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { createCourse, lessonSections, rateCourse, type TestCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createSubscription } from '../subscriptions/factory.ts';
import { completeLessons, createEnrollment } from './factory.ts';
import { createCertificate } from '../certificates/factory.ts';
import { createQuizAttempt } from '../player/factory-quiz.ts';
import { createStudySession } from '../course-history/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

type Learner = { user: TestUser; session: TestSession };

describe('enrolments API: access, enrolling, reading, the Library and leaving', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let free: TestCourse;
  let paid: TestCourse;

  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/enrollments/${url}`, headers: session?.headers ?? {}, payload });
  const hasAccess = async (session: TestSession, course: { id: string }) => {
    const res = await call(session, 'GET', `check-access/${course.id}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ hasAccess: boolean }>().hasAccess;
  };
  const enroll = (session: TestSession, course: { id: string }) =>
    call(session, 'POST', 'enroll-free', { courseId: course.id });
  const list = async (session: TestSession, url = 'user') => {
    const res = await call(session, 'GET', url);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<EnrolledCourse[]>();
  };
  const learner = async (): Promise<Learner> => {
    const user = await createUser(app.db);
    return { user, session: await signIn(app, user.email, user.password) };
  };
  const course = (overrides: Partial<Parameters<typeof createCourse>[1]> = {}) =>
    createCourse(app.db, { instructorId: instructor.id, sections: lessonSections(2, 2), ...overrides });

  before(async () => {
    app = await createTestApp();
    instructor = await createUser(app.db, { role: 'instructor' });
    free = await course({ priceCents: 0 });
    paid = await course({ priceCents: 4900 });
  });
  after(async () => {
    await app.close();
  });

  it('answers 401 to a signed-out visitor and 403 to a write without the CSRF header', async () => {
    for (const url of ['user', `details/${free.id}`, `check-access/${free.id}`, 'subscription-access'])
      assert.equal((await call(null, 'GET', url)).statusCode, 401, url);
    const signedOut = await anonymous(app);
    assert.equal((await enroll(signedOut, free)).statusCode, 401);
    const { session } = await learner();
    const res = await app.inject({
      method: 'POST',
      url: '/api/enrollments/enroll-free',
      headers: { cookie: session.headers.cookie },
      payload: { courseId: free.id },
    });
    assert.equal(res.statusCode, 403);
  });

  it('gives access to a free course once enrolled, to a buyer, to a subscriber and to the creator', async () => {
    const reader = await learner();
    assert.equal(await hasAccess(reader.session, free), false, 'free but not enrolled');
    assert.equal((await enroll(reader.session, free)).statusCode, 201);
    assert.equal(await hasAccess(reader.session, free), true);
    assert.equal(await hasAccess(reader.session, paid), false, 'nothing bought, no plan');

    const buyer = await learner();
    await createOrder(app.db, buyer.user, { courses: [paid], status: 'pending' });
    assert.equal(await hasAccess(buyer.session, paid), false, 'a pending order gives nothing yet');
    await createOrder(app.db, buyer.user, { courses: [paid] });
    assert.equal(await hasAccess(buyer.session, paid), true);

    const subscriber = await learner();
    await createSubscription(app.db, subscriber.user);
    assert.equal(await hasAccess(subscriber.session, paid), true);

    const creator = await signIn(app, instructor.email, instructor.password);
    assert.equal(await hasAccess(creator, paid), true);
  });

  it('refuses access through an ended, cancelled or expired subscription', async () => {
    for (const input of [
      { endsInDays: -1 },
      { status: 'cancelled' as const },
      { status: 'expired' as const },
    ]) {
      const { user, session } = await learner();
      await createSubscription(app.db, user, input);
      assert.equal(await hasAccess(session, paid), false, JSON.stringify(input));
      const res = await call(session, 'GET', 'subscription-access');
      assert.deepEqual(res.json(), { hasActiveSubscription: false });
    }
  });

  it('says whether the user has an active subscription, with or without a course', async () => {
    const { user, session } = await learner();
    assert.deepEqual((await call(session, 'GET', 'subscription-access')).json(), {
      hasActiveSubscription: false,
    });
    await createSubscription(app.db, user);
    assert.deepEqual((await call(session, 'GET', 'subscription-access')).json(), {
      hasActiveSubscription: true,
    });
    const res = await call(session, 'GET', `subscription-access/${paid.id}`);
    assert.deepEqual(res.json(), { hasActiveSubscription: true });
    assert.equal((await call(session, 'GET', 'subscription-access/not-a-course')).statusCode, 404);
  });

  it('enrols in a free course once: 201, then 200 with the same enrolment', async () => {
    const { session } = await learner();
    const first = await enroll(session, free);
    assert.equal(first.statusCode, 201, first.body);
    const created = first.json<EnrolledCourse>();
    assert.equal(created.Status, 'not_started');
    assert.equal(created.Progress, 0);
    assert.equal(created.Access, 'free');
    const again = await enroll(session, free);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), created);
    assert.equal((await list(session)).length, 1);
  });

  it('refuses to enrol in a paid course without a purchase or plan with 403, and enrols buyers and subscribers', async () => {
    const stranger = await learner();
    const refused = await enroll(stranger.session, paid);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, ENROLLMENT_TEXTS.notFree);
    assert.deepEqual(await list(stranger.session), []);

    const buyer = await learner();
    await createOrder(app.db, buyer.user, { courses: [paid] });
    await createSubscription(app.db, buyer.user);
    assert.equal((await enroll(buyer.session, paid)).json<EnrolledCourse>().Access, 'purchased');

    const subscriber = await learner();
    await createSubscription(app.db, subscriber.user);
    const res = await enroll(subscriber.session, paid);
    assert.equal(res.statusCode, 201);
    assert.equal(res.json<EnrolledCourse>().Access, 'subscription');
  });

  it('answers 404 for a malformed, unknown or unpublished course, and 400 for an unknown body field', async () => {
    const { user, session } = await learner();
    const draft = await course({ priceCents: 0, published: false });
    await createEnrollment(app.db, user, draft);
    for (const id of ['not-a-uuid', UNKNOWN, draft.id]) {
      for (const [method, url] of [
        ['GET', `check-access/${id}`],
        ['GET', `details/${id}`],
        ['GET', `certificate/${id}`],
        ['GET', `subscription-access/${id}`],
        ['POST', `complete/${id}`],
        ['DELETE', `unenroll/${id}`],
      ] as const) {
        const res = await call(session, method, url);
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
      }
      assert.equal((await enroll(session, { id })).statusCode, 404, id);
      assert.equal((await call(session, 'PUT', `progress/${id}`, { paused: true })).statusCode, 404);
      assert.equal((await call(session, 'PUT', `library/${id}`, { IsFavorite: true })).statusCode, 404);
    }
    assert.deepEqual(await list(session), [], 'an unpublished course is not listed');
    const res = await call(session, 'POST', 'enroll-free', { courseId: free.id, userId: user.id });
    assert.equal(res.statusCode, 400);
  });

  it('lists the enrolments most recently opened first, never-opened ones last by enrolment date', async () => {
    const { user, session } = await learner();
    const [a, b, c, d] = [
      await course({ priceCents: 0 }),
      await course({ priceCents: 0 }),
      await course({ priceCents: 0 }),
      await course({ priceCents: 0 }),
    ];
    await createEnrollment(app.db, user, a!, { enrolledAt: hoursAgo(50), lastAccessedAt: hoursAgo(5) });
    await createEnrollment(app.db, user, b!, { enrolledAt: hoursAgo(40), lastAccessedAt: null });
    await createEnrollment(app.db, user, c!, { enrolledAt: hoursAgo(60), lastAccessedAt: hoursAgo(1) });
    await createEnrollment(app.db, user, d!, { enrolledAt: hoursAgo(30), lastAccessedAt: null });
    assert.deepEqual(
      (await list(session)).map((e) => e.Id),
      [c!.id, a!.id, d!.id, b!.id],
    );
  });

  it('answers each enrolment with its course, instructor, lessons, time spent, quiz score and rating', async () => {
    const { user, session } = await learner();
    const teacher = await createUser(app.db, { role: 'instructor', firstname: 'Ada', lastname: 'Lovelace' });
    const photo = await createMedia(app.db, { ownerId: teacher.id, subDir: 'photos' });
    await app.db.update(users).set({ photoMediaId: photo.id }).where(eq(users.id, teacher.id));
    const cover = await createMedia(app.db, { ownerId: teacher.id, subDir: 'covers' });
    const [category] = await app.db
      .insert(categories)
      .values({ slug: 'design-t', title: 'Design' })
      .returning();
    const quizzes = await course({
      instructorId: teacher.id,
      priceCents: 0,
      title: 'Quizzes',
      shortDescription: '',
      resume: '<p>Learn <strong>forms</strong> &amp; tests.</p>',
      keywords: ['Forms', 'Tests'],
      level: 'advanced',
      durationMinutes: 95,
      coverMediaId: cover.id,
      categoryId: category!.id,
      sections: [{ lessons: [{}, { type: 'quiz' }] }, { lessons: [{ type: 'quiz' }, {}] }],
    });
    const [first, quizA, quizB, last] = quizzes.lessons;
    await createEnrollment(app.db, user, quizzes, {
      status: 'in_progress',
      progress: 50,
      lastLessonId: quizA!.id,
    });
    await completeLessons(app.db, user, [first!, quizA!]);
    await createQuizAttempt(app.db, user, quizA!, 40);
    await createQuizAttempt(app.db, user, quizA!, 80);
    await createQuizAttempt(app.db, user, quizB!, 61);
    await createStudySession(app.db, user, { courseId: quizzes.id, minutes: 25 });
    await createStudySession(app.db, user, { courseId: quizzes.id, minutes: 20, daysAgo: 3 });
    await createStudySession(app.db, user, { courseId: free.id, minutes: 99 });
    const [r1, r2] = [await createUser(app.db), await createUser(app.db)];
    await rateCourse(app.db, quizzes, [
      { user: r1, rating: 5 },
      { user: r2, rating: 4 },
    ]);

    const [item] = await list(session);
    assert.deepEqual(
      { ...item!, EnrolledAt: undefined, enrollmentDate: undefined },
      {
        Id: quizzes.id,
        Slug: quizzes.slug,
        Title: 'Quizzes',
        Description: 'Learn forms & tests.',
        Thumbnail: cover.url,
        Instructor: { Id: teacher.id, Username: 'Ada Lovelace', Avatar: photo.url },
        Category: 'Design',
        Level: 'advanced',
        Duration: 95,
        Rating: 4.5,
        ReviewCount: 2,
        Progress: 50,
        Status: 'in_progress',
        EnrolledAt: undefined,
        LastAccessedAt: null,
        CompletedAt: null,
        CertificateUrl: null,
        IsFavorite: false,
        IsDownloaded: false,
        IsRemovedFromLibrary: false,
        Tags: ['Forms', 'Tests'],
        TotalLessons: 4,
        CompletedLessons: 2,
        NextLesson: { Id: quizB!.id, Title: quizB!.title },
        LastLessonId: quizA!.id,
        TimeSpentMinutes: 45,
        QuizScore: 71,
        Access: 'free',
        Course: { Id: quizzes.id, Slug: quizzes.slug, Title: 'Quizzes' },
        completionPercentage: 50,
        enrollmentDate: undefined,
        lastAccessedDate: null,
        certificateUrl: null,
      },
    );
    const details = await call(session, 'GET', `details/${quizzes.id}`);
    assert.deepEqual(details.json(), (await list(session))[0]);
    assert.ok(last, 'the course has a fourth lesson');
  });

  it('answers a course without lessons, ratings or quizzes with zeros, General and no next lesson', async () => {
    const { session } = await learner();
    const empty = await course({ priceCents: 0, sections: [] });
    const item = (await enroll(session, empty)).json<EnrolledCourse>();
    assert.equal(item.Category, 'General');
    assert.deepEqual(
      [
        item.TotalLessons,
        item.CompletedLessons,
        item.Progress,
        item.Rating,
        item.ReviewCount,
        item.TimeSpentMinutes,
      ],
      [0, 0, 0, 0, 0, 0],
    );
    assert.equal(item.NextLesson, null);
    assert.equal(item.QuizScore, null);
  });

  it('answers 404 for details of a course the user is not enrolled in', async () => {
    const { session } = await learner();
    const res = await call(session, 'GET', `details/${free.id}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
  });

  it('answers the certificate URL only once a certificate with a PDF exists', async () => {
    const { user, session } = await learner();
    const url = (c: { id: string }) => call(session, 'GET', `certificate/${c.id}`);
    assert.equal((await url(free)).statusCode, 404, 'not enrolled');
    const [none, pending, issued, expired] = [await course(), await course(), await course(), await course()];
    for (const c of [none, pending, issued, expired]) await createEnrollment(app.db, user, c!);
    await createCertificate(app.db, user, pending!, { status: 'pending', issueDate: null });
    const cert = await createCertificate(app.db, user, issued!);
    const old = await createCertificate(app.db, user, expired!, { status: 'expired' });
    assert.deepEqual((await url(none!)).json(), { certificateUrl: null });
    assert.deepEqual((await url(pending!)).json(), { certificateUrl: null });
    assert.deepEqual((await url(issued!)).json(), { certificateUrl: certificateDownloadPath(cert.id) });
    assert.deepEqual((await url(expired!)).json(), { certificateUrl: certificateDownloadPath(old.id) });
    const listed = await list(session);
    assert.equal(listed.find((e) => e.Id === issued!.id)?.CertificateUrl, certificateDownloadPath(cert.id));
  });

  it('gives the product’s client Course.Id, completionPercentage, enrollmentDate, lastAccessedDate and certificateUrl', async () => {
    const { user, session } = await learner();
    const [started, done] = [await course({ title: 'Started' }), await course({ title: 'Done' })];
    await createEnrollment(app.db, user, started!, {
      progress: 50,
      enrolledAt: new Date('2026-09-01T10:00:00Z'),
      lastAccessedAt: new Date('2026-11-20T10:00:00Z'),
    });
    await createEnrollment(app.db, user, done!, { status: 'completed' });
    const cert = await createCertificate(app.db, user, done!);
    const product = (e: EnrolledCourse) => ({
      Course: e.Course,
      completionPercentage: e.completionPercentage,
      enrollmentDate: e.enrollmentDate,
      lastAccessedDate: e.lastAccessedDate,
      certificateUrl: e.certificateUrl,
    });
    const listed = await list(session);
    assert.deepEqual(product(listed.find((e) => e.Title === 'Started')!), {
      Course: { Id: started!.id, Slug: started!.slug, Title: 'Started' },
      completionPercentage: 50,
      enrollmentDate: '2026-09-01T10:00:00.000Z',
      lastAccessedDate: '2026-11-20T10:00:00.000Z',
      certificateUrl: null,
    });
    const details = await call(session, 'GET', `details/${done!.id}`);
    assert.equal(details.statusCode, 200, details.body);
    const finished = details.json<EnrolledCourse>();
    assert.equal(finished.Course.Id, done!.id);
    assert.equal(finished.completionPercentage, 100);
    assert.equal(finished.enrollmentDate, finished.EnrolledAt);
    assert.equal(finished.lastAccessedDate, null);
    assert.equal(finished.certificateUrl, certificateDownloadPath(cert.id));
  });

  it('documents the product’s enrolment fields in the OpenAPI answers of the list and the details', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema;
    const listed = answer('/api/enrollments/user/{userId}').items;
    for (const schema of [
      answer('/api/enrollments/user').items,
      listed,
      answer('/api/enrollments/details/{courseId}'),
    ])
      for (const field of [
        'Course',
        'completionPercentage',
        'enrollmentDate',
        'lastAccessedDate',
        'certificateUrl',
      ])
        assert.ok(schema.properties[field], field);
    assert.deepEqual(Object.keys(listed.properties.Course.properties), ['Id', 'Slug', 'Title']);
  });

  it('stores the Library flags per user, changing only the flags given', async () => {
    const { session } = await learner();
    await enroll(session, free);
    const put = (payload: object) => call(session, 'PUT', `library/${free.id}`, payload);
    const favourite = await put({ IsFavorite: true });
    assert.equal(favourite.statusCode, 200, favourite.body);
    assert.deepEqual(
      [favourite.json<EnrolledCourse>().IsFavorite, favourite.json<EnrolledCourse>().IsDownloaded],
      [true, false],
    );
    await put({ IsDownloaded: true, IsRemovedFromLibrary: true });
    const [stored] = await list(session);
    assert.deepEqual(
      [stored!.IsFavorite, stored!.IsDownloaded, stored!.IsRemovedFromLibrary],
      [true, true, true],
    );
    const back = (await put({ IsRemovedFromLibrary: false, IsFavorite: false })).json<EnrolledCourse>();
    assert.deepEqual([back.IsFavorite, back.IsDownloaded, back.IsRemovedFromLibrary], [false, true, false]);
  });

  it('refuses Library flags with unknown fields or none with 400, and for a course not enrolled in with 404', async () => {
    const { session } = await learner();
    await enroll(session, free);
    for (const payload of [{ IsFavorite: true, Progress: 100 }, {}, { IsFavorite: 'yes' }])
      assert.equal(
        (await call(session, 'PUT', `library/${free.id}`, payload)).statusCode,
        400,
        JSON.stringify(payload),
      );
    assert.equal((await call(session, 'PUT', `library/${paid.id}`, { IsFavorite: true })).statusCode, 404);
  });

  it('leaves a free course (true, then false) and keeps its lesson completions for a return', async () => {
    const { user, session } = await learner();
    await enroll(session, free);
    await completeLessons(app.db, user, free.lessons.slice(0, 2));
    const leave = () => call(session, 'DELETE', `unenroll/${free.id}`);
    assert.deepEqual((await leave()).json(), true);
    assert.deepEqual((await leave()).json(), false);
    assert.deepEqual(await list(session), []);
    const back = (await enroll(session, free)).json<EnrolledCourse>();
    assert.deepEqual([back.Progress, back.Status, back.CompletedLessons], [50, 'in_progress', 2]);
  });

  it('refuses to unenrol from a bought course with 409', async () => {
    const { user, session } = await learner();
    await createOrder(app.db, user, { courses: [paid] });
    await enroll(session, paid);
    const res = await call(session, 'DELETE', `unenroll/${paid.id}`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, ENROLLMENT_TEXTS.boughtStays);
    assert.equal((await list(session)).length, 1);
  });

  it('answers 404 to another student for someone’s enrolments, and lets an administrator read them', async () => {
    const owner = await learner();
    const other = await learner();
    await enroll(owner.session, free);
    await enroll(other.session, free);
    const id = owner.user.id;
    for (const url of [`user/${id}`, `details/${free.id}/${id}`, `check-access/${free.id}/${id}`]) {
      const res = await call(other.session, 'GET', url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().message, ENROLLMENT_TEXTS.courseNotFound);
    }
    assert.equal((await list(other.session, `user/${other.user.id}`)).length, 1, 'their own id is fine');
    // Writes only ever touch the caller's own enrolment.
    await call(other.session, 'PUT', `library/${free.id}`, { IsFavorite: true });
    await call(other.session, 'DELETE', `unenroll/${free.id}`);
    const [kept] = await list(owner.session);
    assert.equal(kept!.IsFavorite, false);

    const admin = await createUser(app.db, { role: 'administrator' });
    const adminSession = await signIn(app, admin.email, admin.password);
    assert.deepEqual(await list(adminSession, `user/${id}`), [kept]);
    assert.deepEqual((await call(adminSession, 'GET', `details/${free.id}/${id}`)).json(), kept);
    assert.deepEqual((await call(adminSession, 'GET', `check-access/${free.id}/${id}`)).json(), {
      hasAccess: true,
    });
    assert.equal((await call(adminSession, 'GET', 'user/not-a-uuid')).statusCode, 404);
  });
});
