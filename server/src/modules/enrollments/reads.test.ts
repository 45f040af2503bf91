import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificateDownloadPath } from '@portal/shared-api/contract/certificates';
import { ENROLLMENT_TEXTS, type EnrolledCourse } from '@portal/shared-api/contract/enrollments';
import { categories } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { rateCourse, type TestCourse } from '../catalog/factory.ts';
import { completeLessons, createEnrollment } from './factory.ts';
import { createCertificate } from '../certificates/factory.ts';
import { createQuizAttempt } from '../player/factory-quiz.ts';
import { createStudySession } from '../course-history/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { createUser } from '../users/factory.ts';
import { enrollmentsKit } from './test-kit.ts';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('enrolments API: the list, the details and the product client’s fields', () => {
  const kit = enrollmentsKit();
  const { call, enroll, list, learner, course } = kit;
  let app: FastifyInstance;
  let free: TestCourse;
  before(async () => {
    ({ app, free } = await kit.start());
  });
  after(() => kit.stop());

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
});
