// Reviews (docs/product/reviews.md#api): the learner's reviews, one by id, write, change and delete by slug,
// the courses they may review, and the administrator's approve and reject.
import { http, queryParams } from '@portal/shared-api/core';
import {
  REVIEW_PAGE_SIZE,
  REVIEW_PICKER_SIZE,
  type Review,
  type ReviewCreate,
  type ReviewList,
  type ReviewSort,
  type ReviewUpdate,
  type SelectableCourseList,
} from './contract.ts';

const part = (value: string) => encodeURIComponent(value);

export const getReviews = (userId: string, sortBy: ReviewSort = 'newest'): Promise<ReviewList> =>
  http
    .get(`ratings/user/${part(userId)}`, {
      searchParams: queryParams({ sortBy, take: REVIEW_PAGE_SIZE, skip: 0 }),
    })
    .json<ReviewList>();

export const getReview = (id: string): Promise<Review> => http.get(`ratings/${part(id)}`).json<Review>();

export const postReview = (review: ReviewCreate): Promise<Review> =>
  http.post('ratings', { json: review }).json<Review>();

export const putReview = ({ slug, review }: { slug: string; review: ReviewUpdate }): Promise<Review> =>
  http.put(`ratings/${part(slug)}`, { json: review }).json<Review>();

export const deleteReview = (slug: string): Promise<void> => http.delete(`ratings/${part(slug)}`).void();

export const getReviewableCourses = (): Promise<SelectableCourseList> =>
  http
    .get('ratings/courses', { searchParams: queryParams({ take: REVIEW_PICKER_SIZE, skip: 0 }) })
    .json<SelectableCourseList>();
