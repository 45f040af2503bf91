// Reviews (docs/product/reviews.md): the rules the form and the server share, in the product's order, and
// the texts both show.
import { number, object, string } from 'yup';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from './constants.ts';
import type { ReviewEntityType, ReviewSort, ReviewStatus } from './schemas.ts';
export type * from './schemas.ts';
export * from './constants.ts';
export {
  REVIEW_ENTITY_TYPES,
  REVIEW_PAGE_SIZE,
  REVIEW_PICKER_SIZE,
  REVIEW_REASON_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from './constants.ts';

export const REVIEW_TEXTS = {
  courseRequired: 'Please select a course to review',
  instructorRequired: 'Please select an instructor to review',
  ratingRequired: 'Please provide a rating',
  titleRequired: 'Please provide a review title',
  reviewRequired: 'Please write your review',
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  reviewTooLong: `The review can be at most ${REVIEW_TEXT_MAX} characters`,
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  deleted: 'Review deleted successfully',
  deleteFailed: 'Failed to delete review',
  submitFailed: 'Failed to submit review',
  updateFailed: 'Failed to update review',
  serverError: 'Server error occurred. Please check the console for details.',
  invalid: 'Invalid review data. Please check all required fields.',
  loadFailed: 'Failed to load reviews',
  notFound: 'Review not found',
  notEnrolled: 'You can only review a course you are enrolled in',
  notYourInstructor: 'You can only review an instructor of a course you are enrolled in',
  notYourLesson: 'You can only review a lesson of a course you are enrolled in',
  ownCourse: 'You cannot review your own course',
  alreadyReviewed: 'You have already reviewed this',
  subjectFixed: 'A review’s course or instructor cannot be changed',
  none: 'You have not written any reviews yet',
  noMatch: 'No reviews match your search',
  reasonRequired: 'Please give the reason for the rejection',
  approved: 'Review approved',
  rejected: 'Review rejected',
} as const;

/** What each number of stars says (docs/product/reviews.md#star-labels). */
export const STAR_LABELS: Record<number, string> = {
  1: 'Poor - Not recommended',
  2: 'Fair - Below expectations',
  3: 'Good - Meets expectations',
  4: 'Very Good - Exceeds expectations',
  5: 'Excellent - Highly recommended',
};

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The type filter's options (docs/product/reviews.md#review-figures). */
export const REVIEW_TYPE_FILTERS = ['all', 'course', 'instructor'] as const;
export type ReviewTypeFilter = (typeof REVIEW_TYPE_FILTERS)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Published',
  pending: 'Pending review',
  rejected: 'Rejected',
};

/** What a person sends from the form; EntityId is '' until a course is picked, Score 0 until rated. */
export type ReviewFormValues = {
  EntityType: ReviewEntityType;
  EntityId: string;
  Score: number;
  Title: string;
  Review: string;
};

/**
 * The review form (docs/product/reviews.md#review-form-rules), checked in order; title and review are
 * trimmed. The server runs the same rules.
 */
export const reviewFormSchema = object({
  EntityId: string()
    .trim()
    .when('EntityType', {
      is: 'instructor',
      then: (schema) => schema.required(REVIEW_TEXTS.instructorRequired),
      otherwise: (schema) => schema.required(REVIEW_TEXTS.courseRequired),
    }),
  Score: number()
    .typeError(REVIEW_TEXTS.ratingRequired)
    .integer(REVIEW_TEXTS.ratingRequired)
    .min(1, REVIEW_TEXTS.ratingRequired)
    .max(5, REVIEW_TEXTS.ratingRequired)
    .required(REVIEW_TEXTS.ratingRequired),
  Title: string()
    .trim()
    .required(REVIEW_TEXTS.titleRequired)
    .max(REVIEW_TITLE_MAX, REVIEW_TEXTS.titleTooLong),
  Review: string()
    .trim()
    .required(REVIEW_TEXTS.reviewRequired)
    .max(REVIEW_TEXT_MAX, REVIEW_TEXTS.reviewTooLong),
});

/** An update keeps the subject: its rules skip the picker. */
export const reviewUpdateSchema = reviewFormSchema.omit(['EntityId']);

/** The failure message of a submit, by status (docs/product/reviews.md#texts). */
export function reviewFailureMessage(editing: boolean, status: number | undefined, message?: string): string {
  if (status === 500) return REVIEW_TEXTS.serverError;
  if (status === 400) return REVIEW_TEXTS.invalid;
  return message || (editing ? REVIEW_TEXTS.updateFailed : REVIEW_TEXTS.submitFailed);
}
