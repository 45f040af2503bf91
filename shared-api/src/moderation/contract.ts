// The moderation queue (issue 15): texts, labels and the dialogs' rules, shared by the page and the server.
import { object, string } from 'yup';
import { REVIEW_REASON_MAX, REVIEW_TEXTS } from '../reviews/contract.ts';
import { WARNING_MAX } from './constants.ts';
import type { ModerationActionType, ReportTargetKind } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { MODERATION_PAGE_SIZE, TARGET_EXCERPT_MAX, WARNING_MAX } from './constants.ts';
export { REPORT_REASON_LABELS } from '../player/contract.ts';
export { REVIEW_REASON_MAX } from '../reviews/contract.ts';

export const MODERATION_TEXTS = {
  title: 'Moderation',
  pendingReviews: 'Pending reviews',
  reports: 'Reports',
  feedback: 'Feedback',
  activity: 'Activity',
  noPendingReviews: 'No pending reviews',
  noOpenReports: 'No open reports',
  noClosedReports: 'No closed reports',
  noFeedback: 'No feedback to handle',
  noHandledFeedback: 'No handled feedback',
  noActivity: 'No moderation activity yet',
  loadFailed: 'Failed to load the moderation queue',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this review',
  rejectReason: 'Reason',
  rejectReasonHint: 'The author sees this reason.',
  approved: 'Review approved',
  rejected: 'Review rejected',
  dismiss: 'Dismiss',
  dismissed: 'Report dismissed',
  hide: 'Hide content',
  hideConfirm: 'Hide this content?',
  hideWarning: 'Learners will no longer see it. Every open report about it is resolved.',
  hidden: 'Content hidden',
  warn: 'Warn author',
  warnTitle: 'Warn the author',
  warnMessage: 'Message',
  warnMessageHint: 'The author receives this message as a notification.',
  warned: 'Warning sent to the author',
  markHandled: 'Mark handled',
  handled: 'Feedback marked as handled',
  actionFailed: 'Failed to save the decision',
  // Server answers.
  reportNotFound: 'Report not found',
  alreadyHandled: 'This report has already been handled.',
  nothingToHide: 'This report has no content to hide.',
  noAuthor: 'This content has no author to warn.',
  feedbackNotFound: 'Feedback not found',
  feedbackAlreadyHandled: 'This feedback has already been handled.',
  warningRequired: 'Please write a message to the author',
  warningTooLong: `The message can be at most ${WARNING_MAX} characters`,
  reasonRequired: REVIEW_TEXTS.reasonRequired,
  reasonTooLong: `The reason can be at most ${REVIEW_REASON_MAX} characters`,
} as const;

export const REPORT_TARGET_LABELS: Record<ReportTargetKind, string> = {
  lesson: 'Lesson',
  course: 'Course',
  post: 'Blog post',
  'social-post': 'Social post',
  'social-comment': 'Social comment',
};

export const MODERATION_ACTION_LABELS: Record<ModerationActionType, string> = {
  approve_review: 'Approved a review',
  reject_review: 'Rejected a review',
  dismiss_report: 'Dismissed a report',
  hide_content: 'Hid reported content',
  warn_author: 'Warned an author',
  handle_feedback: 'Handled feedback',
};

/** The reject dialog: a reason the author will read. */
export const rejectReasonSchema = object({
  Reason: string()
    .trim()
    .required(MODERATION_TEXTS.reasonRequired)
    .max(REVIEW_REASON_MAX, MODERATION_TEXTS.reasonTooLong),
});

/** The warn dialog: the words the author receives. The server runs these too. */
export const warningSchema = object({
  message: string()
    .trim()
    .required(MODERATION_TEXTS.warningRequired)
    .max(WARNING_MAX, MODERATION_TEXTS.warningTooLong),
});
