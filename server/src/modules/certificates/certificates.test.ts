import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCertificate } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { DOWNLOAD_LINK_SECONDS, SIGNED_LINK_TEXTS } from '../../core/signed-links.ts';
import { pdfText } from '../../testing/files.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('certificate PDF download', () => {
  let app: FastifyInstance;
  let student: TestUser;
  let session: TestSession;
  let course: TestCourse;
  // Moved forward by a test that lets a link expire.
  let now = Date.now();

  const download = (id: string, as: TestSession = session) =>
    app.inject({ method: 'GET', url: `/api/certificates/${id}/download`, headers: as.headers });
  const follow = (url: string, as: TestSession = session) =>
    app.inject({ method: 'GET', url, headers: as.headers });
  /** The signed link the download answers, for the owner's issued certificate. */
  const linkOf = async (id: string) => {
    const res = await download(id);
    assert.equal(res.statusCode, 200, res.body);
    const { url } = res.json<{ url: string }>();
    assert.match(url, new RegExp(`^/api/certificates/${id}/pdf\\?expires=\\d+&signature=[\\w-]+$`));
    return url;
  };
  const issued = async () =>
    createCertificate(app.db, student, await createCourse(app.db, { instructorId: student.id }));

  before(async () => {
    app = await createTestApp(
      { publicUrl: 'https://academy.example' },
      { clock: { now: () => new Date(now) } },
    );
    const instructor = await createUser(app.db, {
      role: 'instructor',
      firstname: 'Sarah',
      lastname: 'Johnson',
    });
    student = await createUser(app.db, { firstname: 'Zoë', lastname: 'Ångström' });
    session = await signIn(app, student.email, student.password);
    course = await createCourse(app.db, { title: 'Modern CSS Techniques', instructorId: instructor.id });
  });
  after(() => app.close());

  it('gives the owner a PDF with their name, the course, the instructor, the dates and the verify link', async () => {
    const cert = await createCertificate(app.db, student, course, {
      issueDate: new Date('2026-03-14T10:00:00Z'),
      expiryDate: new Date('2028-03-13T10:00:00Z'),
      verificationCode: 'AB12CD34EF56',
    });
    const res = await follow(await linkOf(cert.id));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /^inline; filename="certificate-.+\.pdf"$/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Zoë Ångström',
      'Modern CSS Techniques',
      'Instructor: Sarah Johnson',
      'Issued on March 14, 2026',
      'Valid until March 13, 2028',
      'Verification code: AB12CD34EF56',
      'https://academy.example/certificates/verify/AB12CD34EF56',
    ])
      assert.ok(text.includes(expected), `the PDF should say "${expected}", it says:\n${text}`);
  });

  it('documents the download as { url } and the PDF behind the link', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const download = doc.paths['/api/certificates/{id}/download'].get.responses['200'].content;
    assert.deepEqual(Object.keys(download['application/json'].schema.properties), ['url']);
    assert.ok(doc.paths['/api/certificates/{id}/pdf'].get.responses['200'].content['application/pdf']);
  });

  it('answers 409 for a certificate that is still pending, with what to do', async () => {
    const other = await createCourse(app.db, { instructorId: student.id });
    const cert = await createCertificate(app.db, student, other, { status: 'pending', issueDate: null });
    const res = await download(cert.id);
    assert.equal(res.statusCode, 409);
    assert.match(res.json<{ message: string }>().message, /issued when you complete the course/);
  });

  it("answers 404 for another student's certificate, an unknown id and a malformed one", async () => {
    const other = await createUser(app.db);
    const otherCourse = await createCourse(app.db, { instructorId: other.id });
    const theirs = await createCertificate(app.db, other, otherCourse);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await download(id);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json<{ message: string }>().message, 'The requested certificate could not be found.');
    }
  });

  it('asks a signed-out visitor to sign in, for the link and for the PDF', async () => {
    const cert = await issued();
    const url = await linkOf(cert.id);
    const visitor = await anonymous(app);
    assert.equal((await download(cert.id, visitor)).statusCode, 401);
    assert.equal((await follow(url, visitor)).statusCode, 401);
  });

  it("refuses the owner's link to another student, and in another session of the owner", async () => {
    const url = await linkOf((await issued()).id);
    const other = await createUser(app.db);
    const theirs = await follow(url, await signIn(app, other.email, other.password));
    assert.equal(theirs.statusCode, 403);
    assert.equal(theirs.json<{ message: string }>().message, SIGNED_LINK_TEXTS.invalid);
    const elsewhere = await follow(url, await signIn(app, student.email, student.password));
    assert.equal(elsewhere.statusCode, 403, 'a link opens in the session that asked for it');
  });

  it('refuses a link whose certificate, expiry or signature was altered', async () => {
    const [mine, another] = [await issued(), await issued()];
    const url = await linkOf(mine.id);
    const { searchParams } = new URL(url, 'http://x');
    const expires = Number(searchParams.get('expires'));
    const signature = searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const altered of [
      url.replace(mine.id, another.id),
      url.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      url.replace(signature, flipped),
      url.replace(signature, 'short'),
    ]) {
      const res = await follow(altered);
      assert.equal(res.statusCode, 403, altered);
      assert.equal(res.json<{ message: string }>().message, SIGNED_LINK_TEXTS.invalid);
    }
    assert.equal((await follow(url.replace(/&signature=.*/, ''))).statusCode, 400, 'no signature');
    assert.equal((await follow(url)).statusCode, 200, 'the link itself still opens');
  });

  it('refuses a link past its five minutes, and gives a fresh one that opens', async () => {
    const cert = await issued();
    const url = await linkOf(cert.id);
    now += (DOWNLOAD_LINK_SECONDS + 1) * 1000;
    const res = await follow(url);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json<{ message: string }>().message, SIGNED_LINK_TEXTS.expired);
    assert.equal((await follow(await linkOf(cert.id))).statusCode, 200);
  });
});
