// Learning analytics (02 §7: read keyed by the user Id): the page's one call for a range of days.
import { http, queryParams } from '@portal/shared-api/core';
import type { AnalyticsQuery, LearningAnalytics } from './contract.ts';

export function getLearningAnalytics(userId: string, query: AnalyticsQuery): Promise<LearningAnalytics> {
  return http
    .get(`analytics/user/${encodeURIComponent(userId)}`, { searchParams: queryParams(query) })
    .json<LearningAnalytics>();
}
