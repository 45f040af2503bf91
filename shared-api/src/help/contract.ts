// Help Center and Feedback (docs/product/help-and-feedback.md): texts, labels and the feedback form's rules,
// shared by the pages and the server.
import { number, object, string } from 'yup';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX } from './constants.ts';
import type { BugPriority, FeedbackType } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export { BUG_PRIORITIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, FEEDBACK_TYPES } from './constants.ts';

export const HELP_TEXTS = {
  loadFailed: 'Failed to load help articles',
  noResults: 'No articles match your search',
  articleNotFound: 'Help article not found',
} as const;

export const FEEDBACK_TEXTS = {
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  emailInvalid: 'Please enter a valid email address',
  subjectTooLong: `The subject can be at most ${FEEDBACK_SUBJECT_MAX} characters`,
  messageTooLong: `The message can be at most ${FEEDBACK_MESSAGE_MAX} characters`,
  thanks: 'Thank You!',
  thanksMessage: 'Your feedback has reached our team. We read every message.',
  another: 'Submit Another Feedback',
  failed: 'Failed to send feedback',
} as const;

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, { label: string; hint: string }> = {
  general: { label: 'General', hint: 'Anything on your mind' },
  feature: { label: 'Feature request', hint: 'Something you would like us to build' },
  bug: { label: 'Bug report', hint: 'Something that does not work' },
  compliment: { label: 'Compliment', hint: 'Something you liked' },
};

export const BUG_PRIORITY_LABELS: Record<BugPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/**
 * Subject and message required; email optional and an email address
 * (docs/product/help-and-feedback.md#feedback-rules). The server runs these too.
 */
export const feedbackFormSchema = object({
  Subject: string()
    .trim()
    .required(FEEDBACK_TEXTS.subjectRequired)
    .max(FEEDBACK_SUBJECT_MAX, FEEDBACK_TEXTS.subjectTooLong),
  Message: string()
    .trim()
    .required(FEEDBACK_TEXTS.messageRequired)
    .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXTS.messageTooLong),
  Email: string().trim().nullable().email(FEEDBACK_TEXTS.emailInvalid),
  Rating: number().integer().min(0).max(5),
});
