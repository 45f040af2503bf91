import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getLearningAnalytics } from './client.ts';
import type { AnalyticsQuery, LearningAnalytics } from './contract.ts';
import { analyticsKeys } from './keys.ts';

/** The learner's analytics for a range; the last answer stays on screen while the range changes. */
export function useLearningAnalytics(
  userId: string | undefined,
  query: AnalyticsQuery,
): ApiQuery<LearningAnalytics> {
  return useApiQuery(
    userId ? analyticsKeys.list('range', userId, query) : null,
    () => getLearningAnalytics(userId as string, query),
    { keepPreviousData: true },
  );
}
