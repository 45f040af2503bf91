import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createCertificate } from './factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { pdfText } from '../../testing/files.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('certificate PDF download', () => {
  let app: FastifyInstance;
  let student: TestUser;
  let session: TestSession;
  let course: TestCourse;

  const download = (id: string, as: TestSession = session) =>
    app.inject({ method: 'GET', url: `/api/certificates/${id}/download`, headers: as.headers });

  before(async () => {
    app = await createTestApp({ publicUrl: 'https://academy.example' });
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
    const res = await download(cert.id);
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

  it('asks a signed-out visitor to sign in', async () => {
    const cert = await createCertificate(
      app.db,
      student,
      await createCourse(app.db, { instructorId: student.id }),
    );
    const res = await download(cert.id, await anonymous(app));
    assert.equal(res.statusCode, 401);
  });
});
