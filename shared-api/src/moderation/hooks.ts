import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import {
  approveReview,
  dismissReport,
  getFeedbackQueue,
  getModerationActions,
  getModerationReports,
  getModerationSummary,
  getPendingReviews,
  handleFeedback,
  hideReportedContent,
  rejectReview,
  warnReportedAuthor,
} from './client.ts';
import {
  MODERATION_PAGE_SIZE,
  type FeedbackFilter,
  type FeedbackQueue,
  type ModerationActionList,
  type ModerationReportList,
  type ModerationSummary,
  type ReportFilter,
} from './contract.ts';
import type { Review } from '../reviews/contract.ts';
import { moderationKeys } from './keys.ts';
import { reviewKeys } from '../reviews/keys.ts';

const pageOf = (page: number) => ({ take: MODERATION_PAGE_SIZE, skip: (page - 1) * MODERATION_PAGE_SIZE });

export function useModerationSummary(): ApiQuery<ModerationSummary> {
  return useApiQuery(moderationKeys.list('summary'), getModerationSummary);
}

export function usePendingReviews(page = 1): ApiQuery<{ ratings: Review[]; countTotal: number }> {
  return useApiQuery(moderationKeys.list('pending-reviews', page), () => getPendingReviews(pageOf(page)));
}

export function useModerationReports(status: ReportFilter, page = 1): ApiQuery<ModerationReportList> {
  return useApiQuery(moderationKeys.list('reports', status, page), () =>
    getModerationReports(status, pageOf(page)),
  );
}

export function useFeedbackQueue(status: FeedbackFilter, page = 1): ApiQuery<FeedbackQueue> {
  return useApiQuery(moderationKeys.list('feedback', status, page), () =>
    getFeedbackQueue(status, pageOf(page)),
  );
}

export function useModerationActions(page = 1): ApiQuery<ModerationActionList> {
  return useApiQuery(moderationKeys.list('actions', page), () => getModerationActions(pageOf(page)));
}

// A review decision also changes the author's reviews and the course's rating.
const invalidates = [moderationKeys];

export const useApproveReview = () =>
  useApiMutation(moderationKeys.mutation('approve-review'), approveReview, {
    invalidates: [moderationKeys, reviewKeys],
  });
export const useRejectReview = () =>
  useApiMutation(moderationKeys.mutation('reject-review'), rejectReview, {
    invalidates: [moderationKeys, reviewKeys],
  });
export const useDismissReport = () =>
  useApiMutation(moderationKeys.mutation('dismiss-report'), dismissReport, { invalidates });
export const useHideReportedContent = () =>
  useApiMutation(moderationKeys.mutation('hide-content'), hideReportedContent, { invalidates });
export const useWarnReportedAuthor = () =>
  useApiMutation(moderationKeys.mutation('warn-author'), warnReportedAuthor, { invalidates });
export const useHandleFeedback = () =>
  useApiMutation(moderationKeys.mutation('handle-feedback'), handleFeedback, { invalidates });
