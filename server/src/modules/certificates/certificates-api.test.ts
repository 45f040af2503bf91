import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_TEXTS,
  type Certificate,
  type CertificateList,
  type ShareAnswer,
  type VerifyAnswer,
} from '@portal/shared-api/contract/certificates';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCertificate } from './factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

const DAY = 86_400_000;

describe('certificates API', () => {
  let app: FastifyInstance;
  let student: TestUser;
  let me: TestSession;
  let other: TestSession;
  let css: TestCourse;
  let react: TestCourse;
  let node: TestCourse;
  let issued: { id: string; verificationCode: string };
  let expired: { id: string; verificationCode: string };
  let pending: { id: string; verificationCode: string };

  const get = (url: string, as: TestSession | null = me) =>
    app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
  const post = (url: string, payload: object, as: TestSession = me) =>
    app.inject({ method: 'POST', url, headers: as.headers, payload });

  before(async () => {
    app = await createTestApp({ publicUrl: 'https://academy.example' });
    const instructor = await createUser(app.db, {
      role: 'instructor',
      firstname: 'Sarah',
      lastname: 'Johnson',
    });
    student = await createUser(app.db, { firstname: 'Alex', lastname: 'Morgan', slug: 'alex-morgan' });
    const stranger = await createUser(app.db, { slug: 'someone-else' });
    css = await createCourse(app.db, { title: 'Modern CSS', instructorId: instructor.id });
    react = await createCourse(app.db, { title: 'React', instructorId: instructor.id });
    node = await createCourse(app.db, { title: 'Node.js', instructorId: instructor.id });
    issued = await createCertificate(app.db, student, css, {
      title: 'Certificate of Completion: Modern CSS',
      issueDate: new Date(Date.now() - 10 * DAY),
      expiryDate: new Date(Date.now() + 700 * DAY),
      verificationCode: 'VALIDCODE123',
    });
    expired = await createCertificate(app.db, student, react, {
      issueDate: new Date(Date.now() - 800 * DAY),
      expiryDate: new Date(Date.now() - 70 * DAY),
      verificationCode: 'EXPIREDCODE1',
    });
    pending = await createCertificate(app.db, student, node, {
      status: 'pending',
      issueDate: null,
      verificationCode: 'PENDINGCODE1',
    });
    me = await signIn(app, student.email, student.password);
    other = await signIn(app, stranger.email, stranger.password);
  });
  after(() => app.close());

  it('lists the user’s certificates, reading a certificate past its date as expired', async () => {
    const res = await get('/api/certificates/my');
    assert.equal(res.statusCode, 200, res.body);
    const { certificates, total } = res.json<CertificateList>();
    assert.equal(total, 3);
    const byId = Object.fromEntries(certificates.map((c) => [c.Id, c]));
    assert.equal(byId[issued.id]!.Status, 'issued');
    assert.equal(byId[expired.id]!.Status, 'expired');
    assert.equal(byId[pending.id]!.Status, 'pending');
    assert.equal(byId[pending.id]!.VerificationCode, null, 'no code before there is a certificate');
    assert.equal(byId[pending.id]!.DownloadUrl, null);
    assert.equal(byId[issued.id]!.VerifyUrl, 'https://academy.example/certificates/verify/VALIDCODE123');
  });

  it('answers the spec’s other lists: lazy pages, by status, by course, by the user’s slug', async () => {
    const page = (await get('/api/certificates/lazy/2/1')).json<CertificateList>();
    assert.equal(page.certificates.length, 2);
    assert.equal(page.total, 3);
    assert.deepEqual(
      (await get('/api/certificates/status/expired')).json<CertificateList>().certificates.map((c) => c.Id),
      [expired.id],
    );
    assert.deepEqual(
      (await get(`/api/certificates/course/${css.id}`)).json<CertificateList>().certificates.map((c) => c.Id),
      [issued.id],
    );
    assert.equal((await get('/api/certificates/user/alex-morgan')).json<CertificateList>().total, 3);
    assert.equal((await get('/api/certificates/status/revoked')).statusCode, 400);
  });

  it('keeps certificates to their owner: another user gets 404 for one, its PDF, its share and a slug list', async () => {
    assert.equal((await get(`/api/certificates/${issued.id}`, other)).statusCode, 404);
    assert.equal((await get(`/api/certificates/${issued.id}/download`, other)).statusCode, 404);
    assert.equal(
      (await post(`/api/certificates/${issued.id}/share`, { platform: 'Email' }, other)).statusCode,
      404,
    );
    assert.equal((await get('/api/certificates/user/alex-morgan', other)).statusCode, 404);
    assert.equal((await get('/api/certificates/my', other)).json<CertificateList>().total, 0);
  });

  it('verifies codes in public: valid with name, course and date; expired; unknown for a pending or made-up code', async () => {
    const valid = (await get('/api/certificates/verify/VALIDCODE123', null)).json<VerifyAnswer>();
    assert.equal(valid.result, 'valid');
    assert.equal(valid.name, 'Alex Morgan');
    assert.equal(valid.course, 'Modern CSS');
    assert.ok(valid.issueDate);
    assert.equal(
      (await get('/api/certificates/verify/expiredcode1', null)).json<VerifyAnswer>().result,
      'expired',
    );
    for (const code of ['PENDINGCODE1', 'NOSUCHCODE'])
      assert.deepEqual((await get(`/api/certificates/verify/${code}`, null)).json<VerifyAnswer>(), {
        result: 'unknown',
        name: null,
        course: null,
        issueDate: null,
        expiryDate: null,
      });
  });

  it('generates a certificate only for a completed course', async () => {
    const fresh = await createCourse(app.db, {
      title: 'Python',
      instructorId: (await createUser(app.db, { role: 'instructor' })).id,
    });
    const refused = await post('/api/certificates/generate', { courseId: fresh.id });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, CERTIFICATE_TEXTS.notCompleted);
    await createEnrollment(app.db, student, fresh, { status: 'in_progress', progress: 50 });
    assert.equal((await post('/api/certificates/generate', { courseId: fresh.id })).statusCode, 409);
    const done = await createCourse(app.db, {
      title: 'Go',
      instructorId: (await createUser(app.db, { role: 'instructor' })).id,
    });
    await createEnrollment(app.db, student, done, { status: 'completed' });
    const res = await post('/api/certificates/generate', { courseId: done.id });
    assert.equal(res.statusCode, 200, res.body);
    const cert = res.json<Certificate>();
    assert.equal(cert.Status, 'issued');
    assert.match(cert.VerificationCode ?? '', /^[0-9A-F]{24}$/);
  });

  it('shares on LinkedIn with the real fields and by email with the verify link', async () => {
    const linkedIn = (
      await post(`/api/certificates/${issued.id}/share`, { platform: 'LinkedIn' })
    ).json<ShareAnswer>();
    assert.equal(linkedIn.message, 'Certificate shared on LinkedIn');
    const url = new URL(linkedIn.url);
    assert.equal(url.origin + url.pathname, 'https://www.linkedin.com/profile/add');
    assert.equal(url.searchParams.get('name'), 'Certificate of Completion: Modern CSS');
    assert.equal(url.searchParams.get('certId'), 'VALIDCODE123');
    assert.equal(url.searchParams.get('certUrl'), 'https://academy.example/certificates/verify/VALIDCODE123');
    const email = (
      await post(`/api/certificates/${issued.id}/share`, { platform: 'Email' })
    ).json<ShareAnswer>();
    assert.match(email.url, /^mailto:\?subject=/);
    assert.ok(
      decodeURIComponent(email.url).includes('https://academy.example/certificates/verify/VALIDCODE123'),
    );
    assert.equal(
      (await post(`/api/certificates/${pending.id}/share`, { platform: 'Email' })).statusCode,
      409,
    );
    assert.equal(
      (await post(`/api/certificates/${issued.id}/share`, { platform: 'Myspace' })).statusCode,
      400,
    );
  });

  it('needs a session for everything but verification', async () => {
    const anon = await anonymous(app);
    assert.equal((await get('/api/certificates/my', anon)).statusCode, 401);
  });
});
