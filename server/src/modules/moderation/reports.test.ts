import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type {
  ModerationReport,
  ModerationReportList,
  ModerationSummary,
} from '@portal/shared-api/contract/moderation';
import type { PlayerCourse } from '@portal/shared-api/contract/player';
import type { SocialCommentList, SocialFeed } from '@portal/shared-api/contract/social';
import { contentReports } from './tables.ts';
import { notifications } from '../notifications/tables.ts';
import { createSocialPost } from '../social/factory.ts';
import { signedInUser } from '../../testing/app.ts';
import { moderationKit } from './test-kit.ts';

describe('moderation reports: listing, hiding, warning and dismissing, with every decision recorded', () => {
  const kit = moderationKit();
  const { call, json, openReports, reportOn, actionsOn } = kit;
  before(() => kit.start());
  after(() => kit.stop());

  it('lists an open lesson report with its reason, reporter, target link and the kit.course author', async () => {
    const lesson = kit.course.lessons[0]!;
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
    assert.equal(report.Reporter?.Id, kit.learner.user.id);
    assert.deepEqual(report.Target, {
      Kind: 'lesson',
      Title: `${kit.course.title} › ${lesson.title}`,
      Url: `/user/courses/${kit.course.slug}/read/${lesson.id}`,
      Author: { Id: kit.teacher.id, Name: 'Sarah Johnson' },
      Hidden: false,
    });
    assert.equal(report.Status, 'open');
    assert.equal(report.Resolution, null);
    const summary = await json<ModerationSummary>(kit.admin, 'GET', '/moderation/summary');
    assert.ok(summary.openReports >= 1);
  });

  it('hides a reported lesson: the enrolled learner’s player no longer lists or opens it', async () => {
    const lesson = kit.course.lessons[1]!;
    const { id } = await reportOn({ lessonId: lesson.id, reason: 'inappropriate' });
    const before = await json<PlayerCourse>(kit.learner, 'GET', `/player/courses/${kit.course.slug}`);
    assert.ok(before.sections.some((s) => s.contents.some((c) => c.id === lesson.id)));

    const hidden = await json<ModerationReport>(kit.admin, 'POST', `/moderation/reports/${id}/hide`, {
      note: 'Spam',
    });
    assert.equal(hidden.Status, 'resolved');
    assert.equal(hidden.Target.Hidden, true);
    assert.equal(hidden.ResolvedBy?.Name, 'Ada Admin');
    assert.equal(hidden.Resolution?.Action, 'hide_content');

    const after = await json<PlayerCourse>(kit.learner, 'GET', `/player/courses/${kit.course.slug}`);
    assert.ok(!after.sections.some((s) => s.contents.some((c) => c.id === lesson.id)));
    const outline = await json<{ Sections: { Lessons: { Id: string }[] }[] }>(
      kit.learner,
      'GET',
      `/courses/${kit.course.slug}`,
    );
    assert.ok(!outline.Sections.some((s) => s.Lessons.some((l) => l.Id === lesson.id)));
    const report = await call(kit.learner, 'POST', '/player/reports', {
      lessonId: lesson.id,
      reason: 'other',
    });
    assert.equal(report.statusCode, 404, 'a hidden lesson cannot be opened, nor reported again');
  });

  it('hides a reported social post from the feed and resolves every other open report on it', async () => {
    const author = await signedInUser(kit.app);
    const post = await createSocialPost(kit.app.db, author.user, {
      content: 'Buy cheap followers at spam.example',
    });
    const other = await signedInUser(kit.app);
    const first = await reportOn({ postId: post.id, reason: 'inappropriate' });
    const second = await reportOn({ postId: post.id, reason: 'other' }, other);
    const feed = () => json<SocialFeed>(kit.learner, 'GET', '/social/posts');
    assert.ok((await feed()).posts.some((p) => p.Id === post.id));

    await json<ModerationReport>(kit.admin, 'POST', `/moderation/reports/${first.id}/hide`, {});

    assert.ok(!(await feed()).posts.some((p) => p.Id === post.id));
    assert.equal((await call(kit.learner, 'GET', `/social/posts/${post.id}/comments`)).statusCode, 404);
    const { reports } = await json<ModerationReportList>(
      kit.admin,
      'GET',
      '/moderation/reports?status=closed',
    );
    const sibling = reports.find((r) => r.Id === second.id)!;
    assert.equal(sibling.Status, 'resolved');
    assert.equal(sibling.Resolution?.Action, 'hide_content');
    assert.equal((await actionsOn(second.id)).length, 1);
  });

  it('hides a reported social comment from its thread and from the post’s comment count', async () => {
    const author = await signedInUser(kit.app);
    const post = await createSocialPost(kit.app.db, author.user);
    const comment = await json<{ Id: string }>(
      author,
      'POST',
      `/social/posts/${post.id}/comments`,
      { Content: 'Rude words' },
      201,
    );
    const { id } = await reportOn({ commentId: comment.Id, reason: 'inappropriate' });
    await json(kit.admin, 'POST', `/moderation/reports/${id}/hide`, {});
    const thread = await json<SocialCommentList>(kit.learner, 'GET', `/social/posts/${post.id}/comments`);
    assert.deepEqual(thread.comments, []);
    const { posts } = await json<SocialFeed>(kit.learner, 'GET', '/social/posts');
    assert.equal(posts.find((p) => p.Id === post.id)?.Comments, 0);
  });

  it('warns the author with a notification, resolves the report and records the words', async () => {
    const author = await signedInUser(kit.app);
    const post = await createSocialPost(kit.app.db, author.user, { content: 'A heated post' });
    const { id } = await reportOn({ postId: post.id, reason: 'inappropriate' });
    const blank = await call(kit.admin, 'POST', `/moderation/reports/${id}/warn`, { message: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Please write a message to the author');

    const warned = await json<ModerationReport>(kit.admin, 'POST', `/moderation/reports/${id}/warn`, {
      message: 'Please keep the discussion civil.',
    });
    assert.equal(warned.Status, 'resolved');
    assert.equal(warned.Target.Hidden, false);
    const inbox = await kit.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.id));
    assert.equal(inbox.length, 1);
    assert.equal(inbox[0]!.type, 'warning');
    assert.match(inbox[0]!.message, /Please keep the discussion civil\./);
    const [action] = await actionsOn(id);
    assert.equal(action?.action, 'warn_author');
    assert.equal(action?.note, 'Please keep the discussion civil.');
  });

  it('dismisses a report; acting on it again is a 400 and an unknown report a 404', async () => {
    const post = await createSocialPost(kit.app.db, kit.instructor.user);
    const { id } = await reportOn({ postId: post.id, reason: 'quality' });
    const dismissed = await json<ModerationReport>(kit.admin, 'POST', `/moderation/reports/${id}/dismiss`, {
      note: 'Fine as it is',
    });
    assert.equal(dismissed.Status, 'dismissed');
    assert.deepEqual(
      { action: dismissed.Resolution?.Action, note: dismissed.Resolution?.Note },
      { action: 'dismiss_report', note: 'Fine as it is' },
    );
    assert.ok(
      (await json<SocialFeed>(kit.learner, 'GET', '/social/posts')).posts.some((p) => p.Id === post.id),
    );
    for (const act of ['dismiss', 'hide']) {
      const again = await call(kit.admin, 'POST', `/moderation/reports/${id}/${act}`, {});
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().message, 'This report has already been handled.');
    }
    const unknown = await call(
      kit.admin,
      'POST',
      '/moderation/reports/00000000-0000-4000-8000-000000000000/dismiss',
      {},
    );
    assert.equal(unknown.statusCode, 404);
    assert.equal(
      (await call(kit.admin, 'POST', '/moderation/reports/not-an-id/dismiss', {})).statusCode,
      404,
    );
    assert.ok(!(await openReports()).reports.some((r) => r.Id === id));
  });

  it('refuses to hide a course-level report: there is nothing to hide', async () => {
    const [row] = await kit.app.db
      .insert(contentReports)
      .values({ reporterId: kit.learner.user.id, courseId: kit.course.id, reason: 'copyright' })
      .returning();
    const res = await call(kit.admin, 'POST', `/moderation/reports/${row!.id}/hide`, {});
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'This report has no content to hide.');
  });
});
