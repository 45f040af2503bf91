import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  FeedbackQueue,
  ModerationActionList,
  QueuedFeedback,
} from '@portal/shared-api/contract/moderation';
import type { Review } from '@portal/shared-api/contract/reviews';
import { createEnrollment } from '../enrollments/factory.ts';
import { createSocialPost } from '../social/factory.ts';
import { signedInUser } from '../../testing/app.ts';
import { moderationKit, type Method } from './test-kit.ts';

describe('moderation queue: access, feedback and the audit log, for administrators only', () => {
  const kit = moderationKit();
  const { call, json, reportOn } = kit;
  before(() => kit.start());
  after(() => kit.stop());

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
    for (const who of [kit.learner, kit.instructor])
      for (const [method, url, body] of endpoints)
        assert.equal(
          (await call(who, method, url, body)).statusCode,
          403,
          `${who.user.role} ${method} ${url}`,
        );
  });

  it('marks feedback handled with who and when; handling it twice is a 400', async () => {
    await json(
      kit.learner,
      'POST',
      '/feedback',
      { Type: 'bug', Subject: 'Video stalls', Message: 'At 3:10.', Priority: 'high' },
      201,
    );
    const open = await json<FeedbackQueue>(kit.admin, 'GET', '/moderation/feedback?status=open');
    const item = open.feedback.find((f) => f.Subject === 'Video stalls')!;
    assert.equal(item.Priority, 'high');
    assert.equal(item.HandledAt, null);

    const handled = await json<QueuedFeedback>(
      kit.admin,
      'POST',
      `/moderation/feedback/${item.Id}/handle`,
      {},
    );
    assert.ok(handled.HandledAt);
    assert.equal(handled.HandledBy?.Name, 'Ada Admin');
    const again = await call(kit.admin, 'POST', `/moderation/feedback/${item.Id}/handle`, {});
    assert.equal(again.statusCode, 400);
    const after = await json<FeedbackQueue>(kit.admin, 'GET', '/moderation/feedback?status=handled');
    assert.ok(after.feedback.some((f) => f.Id === item.Id));
    assert.ok(
      !(await json<FeedbackQueue>(kit.admin, 'GET', '/moderation/feedback')).feedback.some(
        (f) => f.Id === item.Id,
      ),
    );
  });

  it('records review approvals and rejections in the audit log with the moderator and the time', async () => {
    // A hidden post, so that the log holds a decision on content too.
    const post = await createSocialPost(kit.app.db, kit.instructor.user);
    const report = await reportOn({ postId: post.id, reason: 'other' });
    await json(kit.admin, 'POST', `/moderation/reports/${report.id}/hide`, {});
    const write = async (Title: string) => {
      const writer = await signedInUser(kit.app);
      await createEnrollment(kit.app.db, writer.user, kit.course);
      return json<Review>(
        writer,
        'POST',
        '/ratings',
        { EntityType: 'course', EntityId: kit.course.id, Score: 4, Title, Review: 'Useful.' },
        201,
      );
    };
    const good = await write('Good');
    await json(kit.admin, 'POST', `/ratings/${good.Slug}/approve`);
    const { actions } = await json<ModerationActionList>(kit.admin, 'GET', '/moderation/actions');
    const approval = actions.find((a) => a.Action === 'approve_review' && a.Target === 'Review “Good”')!;
    assert.equal(approval.Moderator?.Name, 'Ada Admin');
    assert.ok(Date.now() - Date.parse(approval.CreatedAt) < 60_000);

    const bad = await write('Bad');
    await json(kit.admin, 'POST', `/ratings/${bad.Slug}/reject`, { Reason: 'Off topic' });
    const log = await json<ModerationActionList>(kit.admin, 'GET', '/moderation/actions');
    const rejection = log.actions[0]!;
    assert.deepEqual(
      [rejection.Action, rejection.Note, rejection.Target],
      ['reject_review', 'Off topic', 'Review “Bad”'],
    );
    assert.ok(log.actions.some((a) => a.Action === 'hide_content'));
    assert.ok(log.actions.some((a) => a.Action === 'handle_feedback'));
  });
});
