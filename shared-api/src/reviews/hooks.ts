import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  deleteReview,
  getReview,
  getReviewableCourses,
  getReviews,
  postReview,
  putReview,
} from './client.ts';
import type { Review, ReviewList, ReviewSort, SelectableCourseList } from './contract.ts';
import { reviewKeys } from './keys.ts';

export function useReviews(userId: string | undefined, sortBy: ReviewSort): ApiQuery<ReviewList> {
  return useApiQuery(userId ? reviewKeys.list('user', userId, sortBy) : null, () =>
    getReviews(userId as string, sortBy),
  );
}

export function useReview(id: string | undefined): ApiQuery<Review> {
  return useApiQuery(id ? reviewKeys.detail(id) : null, () => getReview(id as string));
}

export function useReviewableCourses(enabled = true): ApiQuery<SelectableCourseList> {
  return useApiQuery(enabled ? reviewKeys.list('courses') : null, getReviewableCourses);
}

const invalidates = [reviewKeys];

export const useCreateReview = () =>
  useApiMutation(reviewKeys.mutation('create'), postReview, { invalidates });
export const useUpdateReview = () =>
  useApiMutation(reviewKeys.mutation('update'), putReview, { invalidates });
export const useDeleteReview = () =>
  useApiMutation(reviewKeys.mutation('delete'), deleteReview, { invalidates });
