import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  answerGroupRequest,
  deleteComment,
  deleteSocialPost,
  getBuddies,
  getGroupRequests,
  getLeaderboard,
  getPostComments,
  getSocialPosts,
  getStudyGroups,
  postComment,
  postSocialPost,
  postSocialReport,
  postStudyGroup,
  setFollow,
  setMembership,
  setPostBookmark,
  setPostLike,
} from './client.ts';
import type {
  SocialBuddyList,
  SocialCommentList,
  SocialFeed,
  SocialFeedQuery,
  SocialGroupList,
  SocialGroupRequestList,
  SocialLeaderboard,
} from './contract.ts';
import { socialKeys } from './keys.ts';

type SocialPart = 'posts' | 'comments' | 'buddies' | 'leaderboard' | 'groups' | 'requests';

/** One part of the social domain (`['social', 'list', part, ...]`), so a like does not reload the groups. */
const part = (...parts: SocialPart[]) => ({
  isKey: (key: unknown) => socialKeys.isKey(key) && parts.includes((key as unknown[])[2] as SocialPart),
});

/** One page of the feed; `cursor` is the previous page's nextCursor (none for the newest posts). */
export function useSocialPosts(query: SocialFeedQuery): ApiQuery<SocialFeed> {
  return useApiQuery(socialKeys.list('posts', query), () => getSocialPosts(query), {
    keepPreviousData: true,
  });
}

export function usePostComments(postId: string | null): ApiQuery<SocialCommentList> {
  return useApiQuery(postId ? socialKeys.list('comments', postId) : null, () =>
    getPostComments(postId as string),
  );
}

export function useStudyBuddies(): ApiQuery<SocialBuddyList> {
  return useApiQuery(socialKeys.list('buddies'), getBuddies);
}

export function useLeaderboard(): ApiQuery<SocialLeaderboard> {
  return useApiQuery(socialKeys.list('leaderboard'), getLeaderboard);
}

export function useStudyGroups(): ApiQuery<SocialGroupList> {
  return useApiQuery(socialKeys.list('groups'), getStudyGroups);
}

export function useGroupRequests(groupId: string | null): ApiQuery<SocialGroupRequestList> {
  return useApiQuery(groupId ? socialKeys.list('requests', groupId) : null, () =>
    getGroupRequests(groupId as string),
  );
}

const feed = { invalidates: [part('posts')] };
const conversation = { invalidates: [part('posts', 'comments')] };
const people = { invalidates: [part('buddies', 'leaderboard')] };
const groups = { invalidates: [part('groups', 'requests')] };

export const useCreateSocialPost = () =>
  useApiMutation(socialKeys.mutation('create-post'), postSocialPost, feed);
export const useDeleteSocialPost = () =>
  useApiMutation(socialKeys.mutation('delete-post'), deleteSocialPost, feed);
export const usePostLike = () => useApiMutation(socialKeys.mutation('like'), setPostLike, feed);
export const usePostBookmark = () => useApiMutation(socialKeys.mutation('bookmark'), setPostBookmark, feed);
export const useAddComment = () => useApiMutation(socialKeys.mutation('comment'), postComment, conversation);
export const useDeleteComment = () =>
  useApiMutation(socialKeys.mutation('delete-comment'), deleteComment, conversation);
export const useReportSocialContent = () => useApiMutation(socialKeys.mutation('report'), postSocialReport);
export const useFollowBuddy = () => useApiMutation(socialKeys.mutation('follow'), setFollow, people);
export const useCreateStudyGroup = () =>
  useApiMutation(socialKeys.mutation('create-group'), postStudyGroup, groups);
export const useGroupMembership = () =>
  useApiMutation(socialKeys.mutation('membership'), setMembership, groups);
export const useAnswerGroupRequest = () =>
  useApiMutation(socialKeys.mutation('answer-request'), answerGroupRequest, groups);
