// Learning analytics (docs/product/analytics.md#api): the page's one call for a range of days, keyed by the
// user Id.
import { http, queryParams } from '@portal/shared-api/core';
import type { AnalyticsQuery, LearningAnalytics } from './contract.ts';

export function getLearningAnalytics(userId: string, query: AnalyticsQuery): Promise<LearningAnalytics> {
  return http
    .get(`analytics/user/${encodeURIComponent(userId)}`, { searchParams: queryParams(query) })
    .json<LearningAnalytics>();
}
