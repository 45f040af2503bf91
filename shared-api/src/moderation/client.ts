// The moderation queue (issue 15): counts, content reports and their decisions, feedback, the audit log, and
// the administrator's side of reviews (pending list, approve, reject with a reason).
import { http, queryParams } from '@portal/shared-api/core';
import type {
  FeedbackFilter,
  FeedbackQueue,
  ModerationActionList,
  ModerationReport,
  ModerationReportList,
  ModerationSummary,
  QueuedFeedback,
  ReportFilter,
} from './contract.ts';
import type { Review } from '../reviews/contract.ts';

const part = (value: string) => encodeURIComponent(value);
type Page = { take: number; skip: number };

export const getModerationSummary = (): Promise<ModerationSummary> =>
  http.get('moderation/summary').json<ModerationSummary>();

export const getPendingReviews = (page: Page): Promise<{ ratings: Review[]; countTotal: number }> =>
  http
    .get('ratings/pending', { searchParams: queryParams(page) })
    .json<{ ratings: Review[]; countTotal: number }>();

export const approveReview = (slug: string): Promise<Review> =>
  http.post(`ratings/${part(slug)}/approve`).json<Review>();

export const rejectReview = ({ slug, reason }: { slug: string; reason: string }): Promise<Review> =>
  http.post(`ratings/${part(slug)}/reject`, { json: { Reason: reason } }).json<Review>();

export const getModerationReports = (status: ReportFilter, page: Page): Promise<ModerationReportList> =>
  http
    .get('moderation/reports', { searchParams: queryParams({ status, ...page }) })
    .json<ModerationReportList>();

export const dismissReport = ({ id, note = '' }: { id: string; note?: string }): Promise<ModerationReport> =>
  http.post(`moderation/reports/${part(id)}/dismiss`, { json: { note } }).json<ModerationReport>();

export const hideReportedContent = ({
  id,
  note = '',
}: {
  id: string;
  note?: string;
}): Promise<ModerationReport> =>
  http.post(`moderation/reports/${part(id)}/hide`, { json: { note } }).json<ModerationReport>();

export const warnReportedAuthor = ({
  id,
  message,
}: {
  id: string;
  message: string;
}): Promise<ModerationReport> =>
  http.post(`moderation/reports/${part(id)}/warn`, { json: { message } }).json<ModerationReport>();

export const getFeedbackQueue = (status: FeedbackFilter, page: Page): Promise<FeedbackQueue> =>
  http.get('moderation/feedback', { searchParams: queryParams({ status, ...page }) }).json<FeedbackQueue>();

export const handleFeedback = ({ id, note = '' }: { id: string; note?: string }): Promise<QueuedFeedback> =>
  http.post(`moderation/feedback/${part(id)}/handle`, { json: { note } }).json<QueuedFeedback>();

export const getModerationActions = (page: Page): Promise<ModerationActionList> =>
  http.get('moderation/actions', { searchParams: queryParams(page) }).json<ModerationActionList>();
