import type { Review } from '@portal/shared-api/reviews';
import type { ReviewsParams, ReviewTab } from './use-reviews-params.ts';

export type ReviewedCourse = NonNullable<Review['Course']>;

/** The courses the learner's reviews are about (a lesson's course included), by title: the course filter. */
export function reviewedCourses(reviews: Review[]): ReviewedCourse[] {
  const byId = new Map<string, ReviewedCourse>();
  for (const review of reviews) if (review.Course) byId.set(review.Course.Id, review.Course);
  return [...byId.values()].sort((a, b) => a.Title.localeCompare(b.Title));
}

/**
 * The course the filter holds: the URL's, when the learner has reviews about it (a course whose last review
 * was deleted falls back to all courses); '' for all.
 */
export const chosenCourse = (courses: ReviewedCourse[], course: string) =>
  courses.some((known) => known.Id === course) ? course : '';

/** The search (title, text, what it is about), the type and course filters; the tabs then split by status. */
export function filterReviews(reviews: Review[], params: ReviewsParams): Review[] {
  const words = params.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const course = chosenCourse(reviewedCourses(reviews), params.course);
  return reviews.filter((review) => {
    if (params.type !== 'all' && review.EntityType !== params.type) return false;
    if (course && review.Course?.Id !== course) return false;
    const text = `${review.Title} ${review.Review} ${review.Entity.Title}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const inTab = (reviews: Review[], tab: ReviewTab) =>
  tab === 'all' ? reviews : reviews.filter((review) => review.Status === tab);
