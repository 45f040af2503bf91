import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  FeedbackQueue,
  ModerationActionList,
  ModerationReport,
  ModerationReportList,
  ModerationSummary,
  QueuedFeedback,
} from '@portal/shared-api/contract/moderation';
import type { PlayerCourse } from '@portal/shared-api/contract/player';
import type { Review } from '@portal/shared-api/contract/reviews';
import type { SocialCommentList, SocialFeed } from '@portal/shared-api/contract/social';
import { contentReports, moderationActions, notifications } from '../src/db/schema/index.ts';
import { createCourse, lessonSections, type TestCourse } from './factories/catalog.ts';
import { createEnrollment } from './factories/learning.ts';
import { createSocialPost } from './factories/social.ts';
import { createUser, type TestUser } from './factories/users.ts';
import { createTestApp, signedInUser, type SignedInUser } from './helpers.ts';

type Method = 'GET' | 'POST';

describe('moderation queue: reports, feedback and the audit log, for administrators only', () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let learner: SignedInUser;
  let instructor: SignedInUser;
  let teacher: TestUser;
  let course: TestCourse;

  const call = (who: SignedInUser, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: who.session.headers,
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  async function json<T>(who: SignedInUser, method: Method, url: string, payload?: object, status = 200) {
    const res = await call(who, method, url, payload);
    assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
    return res.json<T>();
  }
  const openReports = () => json<ModerationReportList>(admin, 'GET', '/moderation/reports?status=open');
  // Reports are limited to five an hour per person: the social ones come from someone new each time.
  const reportOn = async (body: object, who?: SignedInUser) =>
    'lessonId' in body
      ? json<{ id: string }>(who ?? learner, 'POST', '/player/reports', body, 201)
      : json<{ id: string }>(who ?? (await signedInUser(app)), 'POST', '/social/reports', body, 201);
  const actionsOn = (reportId: string) =>
    app.db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId));

  before(async () => {
    app = await createTestApp();
    admin = await signedInUser(app, { role: 'administrator', firstname: 'Ada', lastname: 'Admin' });
    learner = await signedInUser(app);
    instructor = await signedInUser(app, { role: 'instructor' });
    teacher = await createUser(app.db, { role: 'instructor', firstname: 'Sarah', lastname: 'Johnson' });
    course = await createCourse(app.db, {
      instructorId: teacher.id,
      priceCents: 0,
      sections: lessonSections(2),
    });
    await createEnrollment(app.db, learner.user, course);
  });
  after(() => app.close());

  it('refuses students and instructors on every moderation endpoint and on review approval (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: [Method, string, object?][] = [
      ['GET', '/moderation/summary'],
      ['GET', '/moderation/reports'],
      ['POST', `/moderation/reports/${id}/dismiss`, {}],
      ['POST', `/moderation/reports/${id}/hide`, {}],
      ['POST', `/moderation/reports/${id}/warn`, { message: 'Please stop.' }],
      ['GET', '/moderation/feedback'],
      ['POST', `/moderation/feedback/${id}/handle`, {}],
      ['GET', '/moderation/actions'],
      ['GET', '/ratings/pending'],
      ['POST', '/ratings/some-review/approve', {}],
      ['POST', '/ratings/some-review/reject', { Reason: 'Off topic' }],
    ];
    for (const who of [learner, instructor])
      for (const [method, url, body] of endpoints)
        assert.equal(
          (await call(who, method, url, body)).statusCode,
          403,
          `${who.user.role} ${method} ${url}`,
        );
  });

  it('lists an open lesson report with its reason, reporter, target link and the course author', async () => {
    const lesson = course.lessons[0]!;
    const { id } = await reportOn({
      lessonId: lesson.id,
      reason: 'misleading',
      description: '<p>Wrong <b>dates</b></p>',
    });
    const { reports } = await openReports();
    const report = reports.find((r) => r.Id === id)!;
    assert.equal(report.Reason, 'misleading');
    assert.equal(report.ReasonLabel, 'Misleading information');
    assert.equal(report.Description, 'Wrong dates');
    assert.equal(report.Reporter?.Id, learner.user.id);
    assert.deepEqual(report.Target, {
      Kind: 'lesson',
      Title: `${course.title} › ${lesson.title}`,
      Url: `/user/courses/${course.slug}/read/${lesson.id}`,
      Author: { Id: teacher.id, Name: 'Sarah Johnson' },
      Hidden: false,
    });
    assert.equal(report.Status, 'open');
    assert.equal(report.Resolution, null);
    const summary = await json<ModerationSummary>(admin, 'GET', '/moderation/summary');
    assert.ok(summary.openReports >= 1);
  });

  it('hides a reported lesson: the enrolled learner’s player no longer lists or opens it', async () => {
    const lesson = course.lessons[1]!;
    const { id } = await reportOn({ lessonId: lesson.id, reason: 'inappropriate' });
    const before = await json<PlayerCourse>(learner, 'GET', `/player/courses/${course.slug}`);
    assert.ok(before.sections.some((s) => s.contents.some((c) => c.id === lesson.id)));

    const hidden = await json<ModerationReport>(admin, 'POST', `/moderation/reports/${id}/hide`, {
      note: 'Spam',
    });
    assert.equal(hidden.Status, 'resolved');
    assert.equal(hidden.Target.Hidden, true);
    assert.equal(hidden.ResolvedBy?.Name, 'Ada Admin');
    assert.equal(hidden.Resolution?.Action, 'hide_content');

    const after = await json<PlayerCourse>(learner, 'GET', `/player/courses/${course.slug}`);
    assert.ok(!after.sections.some((s) => s.contents.some((c) => c.id === lesson.id)));
    const outline = await json<{ Sections: { Lessons: { Id: string }[] }[] }>(
      learner,
      'GET',
      `/courses/${course.slug}`,
    );
    assert.ok(!outline.Sections.some((s) => s.Lessons.some((l) => l.Id === lesson.id)));
    const report = await call(learner, 'POST', '/player/reports', { lessonId: lesson.id, reason: 'other' });
    assert.equal(report.statusCode, 404, 'a hidden lesson cannot be opened, nor reported again');
  });

  it('hides a reported social post from the feed and resolves every other open report on it', async () => {
    const author = await signedInUser(app);
    const post = await createSocialPost(app.db, author.user, {
      content: 'Buy cheap followers at spam.example',
    });
    const other = await signedInUser(app);
    const first = await reportOn({ postId: post.id, reason: 'inappropriate' });
    const second = await reportOn({ postId: post.id, reason: 'other' }, other);
    const feed = () => json<SocialFeed>(learner, 'GET', '/social/posts');
    assert.ok((await feed()).posts.some((p) => p.Id === post.id));

    await json<ModerationReport>(admin, 'POST', `/moderation/reports/${first.id}/hide`, {});

    assert.ok(!(await feed()).posts.some((p) => p.Id === post.id));
    assert.equal((await call(learner, 'GET', `/social/posts/${post.id}/comments`)).statusCode, 404);
    const { reports } = await json<ModerationReportList>(admin, 'GET', '/moderation/reports?status=closed');
    const sibling = reports.find((r) => r.Id === second.id)!;
    assert.equal(sibling.Status, 'resolved');
    assert.equal(sibling.Resolution?.Action, 'hide_content');
    assert.equal((await actionsOn(second.id)).length, 1);
  });

  it('hides a reported social comment from its thread and from the post’s comment count', async () => {
    const author = await signedInUser(app);
    const post = await createSocialPost(app.db, author.user);
    const comment = await json<{ Id: string }>(
      author,
      'POST',
      `/social/posts/${post.id}/comments`,
      { Content: 'Rude words' },
      201,
    );
    const { id } = await reportOn({ commentId: comment.Id, reason: 'inappropriate' });
    await json(admin, 'POST', `/moderation/reports/${id}/hide`, {});
    const thread = await json<SocialCommentList>(learner, 'GET', `/social/posts/${post.id}/comments`);
    assert.deepEqual(thread.comments, []);
    const { posts } = await json<SocialFeed>(learner, 'GET', '/social/posts');
    assert.equal(posts.find((p) => p.Id === post.id)?.Comments, 0);
  });

  it('warns the author with a notification, resolves the report and records the words', async () => {
    const author = await signedInUser(app);
    const post = await createSocialPost(app.db, author.user, { content: 'A heated post' });
    const { id } = await reportOn({ postId: post.id, reason: 'inappropriate' });
    const blank = await call(admin, 'POST', `/moderation/reports/${id}/warn`, { message: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Please write a message to the author');

    const warned = await json<ModerationReport>(admin, 'POST', `/moderation/reports/${id}/warn`, {
      message: 'Please keep the discussion civil.',
    });
    assert.equal(warned.Status, 'resolved');
    assert.equal(warned.Target.Hidden, false);
    const inbox = await app.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    assert.equal(inbox.length, 1);
    assert.equal(inbox[0]!.type, 'warning');
    assert.match(inbox[0]!.message, /Please keep the discussion civil\./);
    const [action] = await actionsOn(id);
    assert.equal(action?.action, 'warn_author');
    assert.equal(action?.note, 'Please keep the discussion civil.');
  });

  it('dismisses a report; acting on it again is a 400 and an unknown report a 404', async () => {
    const post = await createSocialPost(app.db, instructor.user);
    const { id } = await reportOn({ postId: post.id, reason: 'quality' });
    const dismissed = await json<ModerationReport>(admin, 'POST', `/moderation/reports/${id}/dismiss`, {
      note: 'Fine as it is',
    });
    assert.equal(dismissed.Status, 'dismissed');
    assert.deepEqual(
      { action: dismissed.Resolution?.Action, note: dismissed.Resolution?.Note },
      { action: 'dismiss_report', note: 'Fine as it is' },
    );
    assert.ok((await json<SocialFeed>(learner, 'GET', '/social/posts')).posts.some((p) => p.Id === post.id));
    for (const act of ['dismiss', 'hide']) {
      const again = await call(admin, 'POST', `/moderation/reports/${id}/${act}`, {});
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().message, 'This report has already been handled.');
    }
    const unknown = await call(
      admin,
      'POST',
      '/moderation/reports/00000000-0000-4000-8000-000000000000/dismiss',
      {},
    );
    assert.equal(unknown.statusCode, 404);
    assert.equal((await call(admin, 'POST', '/moderation/reports/not-an-id/dismiss', {})).statusCode, 404);
    assert.ok(!(await openReports()).reports.some((r) => r.Id === id));
  });

  it('refuses to hide a course-level report: there is nothing to hide', async () => {
    const [row] = await app.db
      .insert(contentReports)
      .values({ reporterId: learner.user.id, courseId: course.id, reason: 'copyright' })
      .returning();
    const res = await call(admin, 'POST', `/moderation/reports/${row!.id}/hide`, {});
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'This report has no content to hide.');
  });

  it('marks feedback handled with who and when; handling it twice is a 400', async () => {
    await json(
      learner,
      'POST',
      '/feedback',
      { Type: 'bug', Subject: 'Video stalls', Message: 'At 3:10.', Priority: 'high' },
      201,
    );
    const open = await json<FeedbackQueue>(admin, 'GET', '/moderation/feedback?status=open');
    const item = open.feedback.find((f) => f.Subject === 'Video stalls')!;
    assert.equal(item.Priority, 'high');
    assert.equal(item.HandledAt, null);

    const handled = await json<QueuedFeedback>(admin, 'POST', `/moderation/feedback/${item.Id}/handle`, {});
    assert.ok(handled.HandledAt);
    assert.equal(handled.HandledBy?.Name, 'Ada Admin');
    const again = await call(admin, 'POST', `/moderation/feedback/${item.Id}/handle`, {});
    assert.equal(again.statusCode, 400);
    const after = await json<FeedbackQueue>(admin, 'GET', '/moderation/feedback?status=handled');
    assert.ok(after.feedback.some((f) => f.Id === item.Id));
    assert.ok(
      !(await json<FeedbackQueue>(admin, 'GET', '/moderation/feedback')).feedback.some(
        (f) => f.Id === item.Id,
      ),
    );
  });

  it('records review approvals and rejections in the audit log with the moderator and the time', async () => {
    const write = async (Title: string) => {
      const writer = await signedInUser(app);
      await createEnrollment(app.db, writer.user, course);
      return json<Review>(
        writer,
        'POST',
        '/ratings',
        { EntityType: 'course', EntityId: course.id, Score: 4, Title, Review: 'Useful.' },
        201,
      );
    };
    const good = await write('Good');
    await json(admin, 'POST', `/ratings/${good.Slug}/approve`);
    const { actions } = await json<ModerationActionList>(admin, 'GET', '/moderation/actions');
    const approval = actions.find((a) => a.Action === 'approve_review' && a.Target === 'Review “Good”')!;
    assert.equal(approval.Moderator?.Name, 'Ada Admin');
    assert.ok(Date.now() - Date.parse(approval.CreatedAt) < 60_000);

    const bad = await write('Bad');
    await json(admin, 'POST', `/ratings/${bad.Slug}/reject`, { Reason: 'Off topic' });
    const log = await json<ModerationActionList>(admin, 'GET', '/moderation/actions');
    const rejection = log.actions[0]!;
    assert.deepEqual(
      [rejection.Action, rejection.Note, rejection.Target],
      ['reject_review', 'Off topic', 'Review “Bad”'],
    );
    assert.ok(log.actions.some((a) => a.Action === 'hide_content'));
    assert.ok(log.actions.some((a) => a.Action === 'handle_feedback'));
  });
});
