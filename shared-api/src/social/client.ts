import { http, queryParams } from '@portal/shared-api/core';
import type {
  SocialBuddyList,
  SocialComment,
  SocialCommentList,
  SocialFeed,
  SocialFeedQuery,
  SocialFollowAnswer,
  SocialGroup,
  SocialGroupList,
  SocialGroupPayload,
  SocialGroupRequestList,
  SocialLeaderboard,
  SocialPost,
  SocialPostPayload,
  SocialReportAnswer,
  SocialReportPayload,
} from './contract.ts';

const id = (value: string) => encodeURIComponent(value);

export function getSocialPosts(query: SocialFeedQuery): Promise<SocialFeed> {
  return http
    .get('social/posts', {
      searchParams: queryParams({ ...query, type: query.type === 'all' ? '' : query.type }),
    })
    .json<SocialFeed>();
}

export function postSocialPost(payload: SocialPostPayload): Promise<SocialPost> {
  return http.post('social/posts', { json: payload }).json<SocialPost>();
}

export function deleteSocialPost(postId: string): Promise<void> {
  return http.delete(`social/posts/${id(postId)}`).void();
}

export function setPostLike({ postId, liked }: { postId: string; liked: boolean }): Promise<SocialPost> {
  return (liked ? http.put : http.delete)(`social/posts/${id(postId)}/like`).json<SocialPost>();
}

export function setPostBookmark({ postId, saved }: { postId: string; saved: boolean }): Promise<SocialPost> {
  return (saved ? http.put : http.delete)(`social/posts/${id(postId)}/bookmark`).json<SocialPost>();
}

export function getPostComments(postId: string): Promise<SocialCommentList> {
  return http.get(`social/posts/${id(postId)}/comments`).json<SocialCommentList>();
}

export function postComment({
  postId,
  content,
}: {
  postId: string;
  content: string;
}): Promise<SocialComment> {
  return http
    .post(`social/posts/${id(postId)}/comments`, { json: { Content: content } })
    .json<SocialComment>();
}

export function deleteComment(commentId: string): Promise<void> {
  return http.delete(`social/comments/${id(commentId)}`).void();
}

export function postSocialReport(payload: SocialReportPayload): Promise<SocialReportAnswer> {
  return http.post('social/reports', { json: payload }).json<SocialReportAnswer>();
}

export function getBuddies(): Promise<SocialBuddyList> {
  return http.get('social/buddies').json<SocialBuddyList>();
}

export function setFollow({
  userId,
  follow,
}: {
  userId: string;
  follow: boolean;
}): Promise<SocialFollowAnswer> {
  return (follow ? http.put : http.delete)(`social/buddies/${id(userId)}/follow`).json<SocialFollowAnswer>();
}

export function getStudyGroups(): Promise<SocialGroupList> {
  return http.get('social/groups').json<SocialGroupList>();
}

export function postStudyGroup(payload: SocialGroupPayload): Promise<SocialGroup> {
  return http.post('social/groups', { json: payload }).json<SocialGroup>();
}

/** Join (a private group makes a pending request) or leave (a pending request is withdrawn). */
export function setMembership({ groupId, join }: { groupId: string; join: boolean }): Promise<SocialGroup> {
  return (join ? http.put : http.delete)(`social/groups/${id(groupId)}/membership`).json<SocialGroup>();
}

export function getGroupRequests(groupId: string): Promise<SocialGroupRequestList> {
  return http.get(`social/groups/${id(groupId)}/requests`).json<SocialGroupRequestList>();
}

/** The creator approves (true) or declines (false) a pending request. */
export function answerGroupRequest({
  groupId,
  userId,
  approve,
}: {
  groupId: string;
  userId: string;
  approve: boolean;
}): Promise<SocialGroup> {
  return (approve ? http.put : http.delete)(
    `social/groups/${id(groupId)}/requests/${id(userId)}`,
  ).json<SocialGroup>();
}

export function getLeaderboard(): Promise<SocialLeaderboard> {
  return http.get('social/leaderboard').json<SocialLeaderboard>();
}
