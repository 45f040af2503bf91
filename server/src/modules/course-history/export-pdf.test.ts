import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import type { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { courseHistory } from './tables.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser } from '../users/factory.ts';
import { createVideoCourse } from '../player/factory-video.ts';
import { pdfText } from '../../testing/files.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';
import { engineIndependent } from '../../testing/database.ts';

// Enough for a few pages: time enough for another request while pdfkit lays the table out.
const ROWS = 120;

describe('a long learning-history PDF', engineIndependent, () => {
  let app: FastifyInstance;
  let me: SignedInUser;

  before(async () => {
    app = await createTestApp();
    const instructor = await createUser(app.db, { role: 'instructor' });
    const course = await createVideoCourse(app.db, { instructorId: instructor.id, title: 'Long Course' });
    me = await signedInUser(app);
    await createEnrollment(app.db, me.user, course);
    const start = Date.now() - ROWS * 60_000;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      userId: me.user.id,
      courseId: course.id,
      lessonId: course.video.id,
      lessonTitle: i === 0 ? 'The very first lesson' : `Lesson ${i}`,
      action: 'viewed' as const,
      durationSeconds: 60,
      occurredAt: new Date(start + i * 60_000),
    }));
    await app.db.insert(courseHistory).values(rows);
  });
  after(async () => {
    await app.close();
  });

  it('renders in a worker thread while the API goes on answering requests', async () => {
    let isPdfDone = false;
    const download = app
      .inject({
        method: 'GET',
        url: `/api/course-history/user/${me.user.id}/export/download?format=pdf`,
        headers: me.session.headers,
      })
      .then((res) => {
        isPdfDone = true;
        return res;
      });
    // The export starts a worker thread; rendered on the event loop, the download would finish first.
    const started = once(process, 'worker') as Promise<[Worker]>;
    const [worker] = await Promise.race([
      started,
      download.then(() => assert.fail('the PDF was made without a worker thread')),
    ]);
    assert.ok(worker.threadId > 0);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(isPdfDone, false, 'another request was answered while the PDF was rendering');

    const pdf = await download;
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = await pdfText(pdf.rawPayload);
    assert.ok(text.includes('Learning history'));
    assert.ok(text.includes('The very first lesson'), 'the oldest row is on the last page');
  });
});
