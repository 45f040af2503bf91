// Social learning (docs/product/social.md): the one source of field names, limits, texts and form rules
// shared by the social page and the server. In the specification the data was local samples; ours lives on
// the server (paths are ours: /api/social/...).
import { array, number, object, string, type InferType } from 'yup';
import { REPORT_REASONS } from '../player/contract.ts';
// Type-only import then export: a re-export `from` the schemas would count as an import cycle.
export type * from './schemas.ts';
export { REPORT_REASON_OPTIONS, type ReportReason } from '../player/contract.ts';
import type { SOCIAL_FEED_FILTERS, BUDDY_STATUSES } from './constants.ts';
import { GROUP_PRIVACIES, GROUP_NAME_MAX_LENGTH, GROUP_DESCRIPTION_MAX_LENGTH } from './constants.ts';
export * from './constants.ts';

/** The type filter: the kinds of post a person shares (docs/product/social.md#post). */
export const SOCIAL_POST_TYPES = ['achievement', 'question', 'tip', 'progress'] as const;
export type SocialPostType = (typeof SOCIAL_POST_TYPES)[number];
export const SOCIAL_POST_TYPE_LABELS: Record<SocialPostType, string> = {
  achievement: 'Achievement',
  question: 'Question',
  tip: 'Tip',
  progress: 'Progress',
};
export type SocialFeedFilter = (typeof SOCIAL_FEED_FILTERS)[number]['value'];
export type BuddyStatus = (typeof BUDDY_STATUSES)[number];
export const BUDDY_STATUS_LABELS: Record<BuddyStatus, string> = {
  online: 'Online',
  studying: 'Studying',
  offline: 'Offline',
};
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
export const GROUP_PRIVACY_LABELS: Record<GroupPrivacy, string> = { public: 'Public', private: 'Private' };

/** A post is at most 500 characters (docs/product/social.md#post-form-rules). */
export const SOCIAL_POST_MAX_LENGTH = 500;
export const SOCIAL_COMMENT_MAX_LENGTH = 1000;
export const SOCIAL_TAG_MAX_LENGTH = 30;
export const SOCIAL_TAGS_MAX = 10;
export const SOCIAL_REPORT_DETAILS_MAX_LENGTH = 1000;
export const GROUP_MIN_MEMBERS = 2;
export const GROUP_MAX_MEMBERS = 100;
export const GROUP_DEFAULT_MAX_MEMBERS = 20;
/**
 * The side panel: the first 5 of the leaderboard and the first 3 study buddies
 * (docs/product/social.md#community-feed-tab).
 */
export const LEADERBOARD_SIZE = 5;
export const BUDDIES_PANEL_SIZE = 3;
/** The weekly leaderboard counts today and the six days before it (UTC days). */
export const LEADERBOARD_DAYS = 7;
/** A buddy is 'studying' with learning activity this recent, 'online' when last active this recently. */
export const STUDYING_WINDOW_MINUTES = 30;
export const ONLINE_WINDOW_MINUTES = 15;

export const SOCIAL_TEXTS = {
  title: 'Social Learning',
  description: 'Learn together: share updates, find study buddies and join study groups.',
  feedTab: 'Community Feed',
  buddiesTab: 'Study Buddies',
  groupsTab: 'Study Groups',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search posts, people or tags',
  typeFilterLabel: 'Post type',
  post: 'Post',
  shareUpdate: 'Share Update',
  shareDialogTitle: 'Share an Update',
  typeRequired: 'Please select a post type',
  contentRequired: 'Please enter your post content',
  contentTooLong: `Please keep your post to ${SOCIAL_POST_MAX_LENGTH} characters or fewer`,
  tagsHelp: 'Optional, separated by commas',
  tagTooLong: `A tag can be at most ${SOCIAL_TAG_MAX_LENGTH} characters`,
  tooManyTags: `Add at most ${SOCIAL_TAGS_MAX} tags`,
  created: 'Post created successfully!',
  createFailed: 'Failed to create post',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post',
  noPosts: 'No posts found',
  noPostsHint: 'Be the first to share an update with the community.',
  noMatchingPosts: 'Try another search or post type.',
  loadMore: 'Load more',
  feedLoadFailed: 'Unable to load the community feed',
  actionFailed: 'Something went wrong. Please try again.',
  commentRequired: 'Please enter your comment',
  commentTooLong: `Please keep your comment to ${SOCIAL_COMMENT_MAX_LENGTH} characters or fewer`,
  noComments: 'No comments yet',
  commentFailed: 'Failed to add comment',
  reportTitle: 'Report Content',
  reportReasonRequired: 'Please choose a reason',
  reportTarget: 'Report exactly one post or comment',
  reported: 'Thank you. Your report was sent to our moderators.',
  reportFailed: 'Failed to send the report',
  leaderboard: 'Weekly Leaderboard',
  leaderboardEmpty: 'No points earned this week yet',
  leaderboardLoadFailed: 'Unable to load the leaderboard',
  yourRank: 'Your rank',
  buddiesPanel: 'Study Buddies',
  noBuddies: 'No study buddies yet',
  noBuddiesHint: 'Study buddies are people enrolled in the same courses as you.',
  buddiesLoadFailed: 'Unable to load study buddies',
  follow: 'Follow',
  unfollow: 'Unfollow',
  noGroups: 'No study groups yet',
  noGroupsHint: 'Create a group for one of your courses and invite others to learn with you.',
  groupsLoadFailed: 'Unable to load study groups',
  createGroup: 'Create Group',
  createGroupTitle: 'Create a Study Group',
  groupCreated: 'Study group created',
  groupCreateFailed: 'Failed to create study group',
  groupNameRequired: 'Please enter a group name',
  groupCourseRequired: 'Please choose one of your courses',
  groupMaxMembers: `A group has from ${GROUP_MIN_MEMBERS} to ${GROUP_MAX_MEMBERS} members`,
  join: 'Join',
  requestToJoin: 'Request to Join',
  leave: 'Leave',
  cancelRequest: 'Cancel Request',
  full: 'Full',
  joined: 'You joined the group',
  requested: 'Your request was sent to the group’s creator',
  left: 'You left the group',
  requestsTitle: 'Join Requests',
  noRequests: 'No pending requests',
  approve: 'Approve',
  decline: 'Decline',
  postNotFound: 'The requested post could not be found.',
  commentNotFound: 'The requested comment could not be found.',
  groupNotFound: 'The requested study group could not be found.',
  personNotFound: 'The requested person could not be found.',
  requestNotFound: 'There is no pending request from this person.',
  postAuthorOnly: 'Only the author can delete this post.',
  commentAuthorOnly: 'Only the author can delete this comment.',
  groupCreatorOnly: 'Only the group’s creator can answer join requests.',
  creatorCannotLeave: 'The group’s creator cannot leave it.',
  groupFull: 'This group is full.',
  notYourCourse: 'Choose one of your courses.',
  cannotFollowSelf: 'You cannot follow yourself.',
} as const;

/**
 * Tags are optional, comma separated and trimmed; empty pieces and repeats are dropped
 * (docs/product/social.md#post-form-rules).
 */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of text.split(',')) {
    const tag = piece.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tagRule = string().trim().max(SOCIAL_TAG_MAX_LENGTH, SOCIAL_TEXTS.tagTooLong);

/**
 * The 'Share an Update' dialog (docs/product/social.md#post-form-rules): type and content required, content
 * at most 500 characters.
 */
export const socialPostFormSchema = object({
  type: string()
    .required(SOCIAL_TEXTS.typeRequired)
    .oneOf([...SOCIAL_POST_TYPES], SOCIAL_TEXTS.typeRequired),
  content: string()
    .trim()
    .required(SOCIAL_TEXTS.contentRequired)
    .max(SOCIAL_POST_MAX_LENGTH, SOCIAL_TEXTS.contentTooLong),
  tags: string()
    .default('')
    .test('tags', SOCIAL_TEXTS.tooManyTags, (value) => parseTags(value ?? '').length <= SOCIAL_TAGS_MAX)
    .test('tag-length', SOCIAL_TEXTS.tagTooLong, (value) =>
      parseTags(value ?? '').every((tag) => tag.length <= SOCIAL_TAG_MAX_LENGTH),
    ),
});
export type SocialPostFormValues = { type: SocialPostType | ''; content: string; tags: string };

/** Server-side rules for POST /api/social/posts: the dialog's rules and messages on the payload. */
export const socialPostPayloadSchema = object({
  Type: string()
    .required(SOCIAL_TEXTS.typeRequired)
    .oneOf([...SOCIAL_POST_TYPES], SOCIAL_TEXTS.typeRequired),
  Content: string()
    .trim()
    .required(SOCIAL_TEXTS.contentRequired)
    .max(SOCIAL_POST_MAX_LENGTH, SOCIAL_TEXTS.contentTooLong),
  Tags: array(tagRule).max(SOCIAL_TAGS_MAX, SOCIAL_TEXTS.tooManyTags),
});

export const socialCommentPayloadSchema = object({
  Content: string()
    .trim()
    .required(SOCIAL_TEXTS.commentRequired)
    .max(SOCIAL_COMMENT_MAX_LENGTH, SOCIAL_TEXTS.commentTooLong),
});

/**
 * A report names exactly one post or one comment, with one of the report reasons
 * (docs/product/player.md#report-reasons).
 */
export const socialReportPayloadSchema = object({
  postId: string(),
  commentId: string(),
  reason: string()
    .required(SOCIAL_TEXTS.reportReasonRequired)
    .oneOf([...REPORT_REASONS]),
  description: string().trim().max(SOCIAL_REPORT_DETAILS_MAX_LENGTH),
}).test('one-target', SOCIAL_TEXTS.reportTarget, (value) => !value.postId !== !value.commentId);

/** The create-group dialog: a name, one of the user's courses, a size, privacy and optional tags. */
export const socialGroupFormSchema = object({
  name: string().trim().required(SOCIAL_TEXTS.groupNameRequired).max(GROUP_NAME_MAX_LENGTH),
  description: string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH).default(''),
  courseId: string().required(SOCIAL_TEXTS.groupCourseRequired),
  maxMembers: number()
    .typeError(SOCIAL_TEXTS.groupMaxMembers)
    .integer(SOCIAL_TEXTS.groupMaxMembers)
    .min(GROUP_MIN_MEMBERS, SOCIAL_TEXTS.groupMaxMembers)
    .max(GROUP_MAX_MEMBERS, SOCIAL_TEXTS.groupMaxMembers)
    .required(SOCIAL_TEXTS.groupMaxMembers),
  privacy: string()
    .oneOf([...GROUP_PRIVACIES])
    .required(),
  tags: string()
    .default('')
    .test('tags', SOCIAL_TEXTS.tooManyTags, (value) => parseTags(value ?? '').length <= SOCIAL_TAGS_MAX),
});
export type SocialGroupFormValues = InferType<typeof socialGroupFormSchema> & { privacy: GroupPrivacy };

/** Server-side rules for POST /api/social/groups. */
export const socialGroupPayloadSchema = object({
  Username: string().trim().required(SOCIAL_TEXTS.groupNameRequired).max(GROUP_NAME_MAX_LENGTH),
  Description: string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH),
  CourseId: string().trim().required(SOCIAL_TEXTS.groupCourseRequired),
  MaxMembers: number()
    .integer(SOCIAL_TEXTS.groupMaxMembers)
    .min(GROUP_MIN_MEMBERS, SOCIAL_TEXTS.groupMaxMembers)
    .max(GROUP_MAX_MEMBERS, SOCIAL_TEXTS.groupMaxMembers)
    .required(SOCIAL_TEXTS.groupMaxMembers),
  Privacy: string()
    .oneOf([...GROUP_PRIVACIES])
    .required(),
  Tags: array(tagRule).max(SOCIAL_TAGS_MAX, SOCIAL_TEXTS.tooManyTags),
});
