// Review fixtures for page tests and stories: valid contract objects with overridable fields.
import type { Review, ReviewList, SelectableCourse } from '../../reviews/contract.ts';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/**
 * A pending 4-star review of a course, written by a verified learner; its Course follows the overrides (the
 * reviewed course itself, none for an instructor) unless given.
 */
export function buildReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  const review: Omit<Review, 'Course'> = {
    Id: uuid(sequence),
    Slug: `review-${sequence}`,
    EntityType: 'course',
    EntityId: uuid(1000 + sequence),
    UserId: uuid(9999),
    Score: 4,
    Title: `Review ${sequence}`,
    Review: 'Clear lessons and useful exercises.',
    IsApproved: false,
    IsFeatured: false,
    IsVerified: true,
    HelpfulCount: 0,
    Status: 'pending',
    RejectionReason: null,
    CreatedAt: '2026-11-20T10:00:00.000Z',
    UpdatedAt: '2026-11-20T10:00:00.000Z',
    Entity: { Title: `Course ${sequence}`, Url: `/courses/course-${sequence}`, Image: null },
    ...overrides,
  };
  const course =
    review.EntityType === 'instructor' ? null : { Id: review.EntityId, Title: review.Entity.Title };
  return { ...review, Course: overrides.Course === undefined ? course : overrides.Course };
}

/** My Reviews' answer for these reviews, with the figures the server would compute. */
export function buildReviewList(ratings: Review[]): ReviewList {
  const published = ratings.filter((r) => r.Status === 'published').length;
  const rejected = ratings.filter((r) => r.Status === 'rejected').length;
  const mean = ratings.length ? ratings.reduce((sum, r) => sum + r.Score, 0) / ratings.length : 0;
  return {
    ratings,
    countTotal: ratings.length,
    stats: {
      Total: ratings.length,
      Published: published,
      Pending: ratings.length - published - rejected,
      Rejected: rejected,
      AverageScore: Math.round(mean * 10) / 10,
      HelpfulVotes: ratings.reduce((sum, r) => sum + r.HelpfulCount, 0),
    },
  };
}

/** A course the learner is enrolled in and has not reviewed, by Sarah Johnson. */
export function buildSelectableCourse(overrides: Partial<SelectableCourse> = {}): SelectableCourse {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Title: `Course ${sequence}`,
    CoverImage: null,
    CreatedBy: { Id: uuid(5000), Firstname: 'Sarah', Lastname: 'Johnson' },
    ReviewSlug: null,
    InstructorReviewSlug: null,
    ...overrides,
  };
}
