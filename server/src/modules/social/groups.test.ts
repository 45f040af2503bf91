import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  SOCIAL_TEXTS,
  type SocialGroup,
  type SocialGroupList,
  type SocialGroupRequestList,
} from '@portal/shared-api/contract/social';
import { studyGroupMembers } from './tables.ts';
import type { TestCourse } from '../catalog/factory.ts';
import { createStudyGroup } from './factory.ts';
import { createUser } from '../users/factory.ts';
import { signedInUser, type SignedInUser } from '../../testing/app.ts';
import { socialKit } from './test-kit.ts';

const kit = socialKit();
const { call, json, course, enrol } = kit;

describe('social API', () => {
  before(kit.start);
  after(kit.stop);

  describe('study groups', () => {
    let owner: SignedInUser;
    let member: SignedInUser;
    let groupCourse: TestCourse;

    before(async () => {
      owner = await signedInUser(kit.app);
      member = await signedInUser(kit.app);
      groupCourse = await course('Group course');
      await enrol(owner, groupCourse);
    });

    const valid = () => ({
      Username: 'Night owls',
      Description: 'We study late',
      CourseId: groupCourse.id,
      MaxMembers: 5,
      Privacy: 'public',
      Tags: ['night', ' owls '],
    });

    it('creates a group for one of the creator’s courses, the creator its first member', async () => {
      const group = await json<SocialGroup>(owner, 'POST', '/api/social/groups', valid(), 201);
      assert.deepEqual(
        [
          group.Username,
          group.CourseName,
          group.MemberCount,
          group.MaxMembers,
          group.IsJoined,
          group.isCreator,
          group.Tags,
        ],
        ['Night owls', 'Group course', 1, 5, true, true, ['night', 'owls']],
      );
      const list = await json<SocialGroupList>(owner, 'GET', '/api/social/groups');
      assert.deepEqual(list.courses, [{ Id: groupCourse.id, Title: 'Group course' }]);
      const other = await course();
      const refused = await call(owner, 'POST', '/api/social/groups', { ...valid(), CourseId: other.id });
      assert.deepEqual([refused.statusCode, refused.json().message], [400, SOCIAL_TEXTS.notYourCourse]);
      for (const body of [
        { ...valid(), MemberCount: 3 },
        { ...valid(), CreatedBy: member.user.id },
        { ...valid(), MaxMembers: 1 },
        { ...valid(), Username: ' ' },
      ])
        assert.equal(
          (await call(owner, 'POST', '/api/social/groups', body)).statusCode,
          400,
          JSON.stringify(body),
        );
    });

    it('fills exactly the free seats when ten people join at once, then refuses with 409', async () => {
      const group = await createStudyGroup(kit.app.db, owner.user, { maxMembers: 3 });
      const joiners = await Promise.all(Array.from({ length: 10 }, () => signedInUser(kit.app)));
      const answers = await Promise.all(
        joiners.map((who) => call(who, 'PUT', `/api/social/groups/${group.id}/membership`)),
      );
      const codes = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(codes, [200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      const seated = await kit.app.db
        .select()
        .from(studyGroupMembers)
        .where(eq(studyGroupMembers.groupId, group.id));
      assert.equal(seated.length, 3);
      const seen = (await json<SocialGroupList>(member, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.deepEqual([seen?.MemberCount, seen?.MaxMembers, seen?.IsJoined], [3, 3, false]);
      const full = await call(member, 'PUT', `/api/social/groups/${group.id}/membership`);
      assert.deepEqual([full.statusCode, full.json().message], [409, SOCIAL_TEXTS.groupFull]);
    });

    it('joins and leaves a public group, counting only active members; the creator cannot leave', async () => {
      const group = await createStudyGroup(kit.app.db, owner.user, {
        members: [owner.user],
        pending: [await createUser(kit.app.db)],
      });
      const url = `/api/social/groups/${group.id}/membership`;
      const joined = await json<SocialGroup>(member, 'PUT', url);
      assert.deepEqual(
        [joined.IsJoined, joined.Membership, joined.MemberCount, joined.PendingRequests],
        [true, 'active', 2, 0],
      );
      assert.equal((await json<SocialGroup>(member, 'PUT', url)).MemberCount, 2);
      const left = await json<SocialGroup>(member, 'DELETE', url);
      assert.deepEqual([left.IsJoined, left.Membership, left.MemberCount], [false, null, 1]);
      assert.equal((await call(owner, 'DELETE', url)).statusCode, 409);
      assert.equal(
        (await call(member, 'PUT', `/api/social/groups/${crypto.randomUUID()}/membership`)).statusCode,
        404,
      );
      assert.equal((await call(member, 'PUT', '/api/social/groups/nope/membership')).statusCode, 404);
    });

    it('makes a private group’s joiner wait for the creator, who approves or declines', async () => {
      const group = await createStudyGroup(kit.app.db, owner.user, {
        privacy: 'private',
        maxMembers: 2,
        members: [owner.user],
      });
      const [ann, ben] = await Promise.all([signedInUser(kit.app), signedInUser(kit.app)]);
      const pending = await json<SocialGroup>(ann, 'PUT', `/api/social/groups/${group.id}/membership`);
      assert.deepEqual([pending.IsJoined, pending.Membership, pending.MemberCount], [false, 'pending', 1]);
      await json<SocialGroup>(ben, 'PUT', `/api/social/groups/${group.id}/membership`);
      const requests = `/api/social/groups/${group.id}/requests`;
      assert.equal((await call(ann, 'GET', requests)).statusCode, 403);
      const waiting = await json<SocialGroupRequestList>(owner, 'GET', requests);
      assert.deepEqual(waiting.requests.map((r) => r.UserId).sort(), [ann.user.id, ben.user.id].sort());
      const mine = (await json<SocialGroupList>(owner, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.equal(mine?.PendingRequests, 2);
      assert.equal((await call(ann, 'PUT', `${requests}/${ben.user.id}`)).statusCode, 403);
      const approved = await json<SocialGroup>(owner, 'PUT', `${requests}/${ann.user.id}`);
      assert.deepEqual([approved.MemberCount, approved.PendingRequests], [2, 1]);
      const full = await call(owner, 'PUT', `${requests}/${ben.user.id}`);
      assert.deepEqual([full.statusCode, full.json().message], [409, SOCIAL_TEXTS.groupFull]);
      const declined = await json<SocialGroup>(owner, 'DELETE', `${requests}/${ben.user.id}`);
      assert.equal(declined.PendingRequests, 0);
      assert.equal((await call(owner, 'PUT', `${requests}/${ben.user.id}`)).statusCode, 404);
      assert.equal((await call(owner, 'PUT', `${requests}/${ann.user.id}`)).statusCode, 404);
      const annView = (await json<SocialGroupList>(ann, 'GET', '/api/social/groups')).groups.find(
        (g) => g.Id === group.id,
      );
      assert.deepEqual([annView?.IsJoined, annView?.Membership], [true, 'active']);
      const benRow = await kit.app.db
        .select()
        .from(studyGroupMembers)
        .where(and(eq(studyGroupMembers.groupId, group.id), eq(studyGroupMembers.userId, ben.user.id)));
      assert.equal(benRow.length, 0);
    });
  });
});
