// Answers of the moderation API for page tests: one builder per wire shape, and the routes the page calls.
import type {
  FeedbackQueue,
  ModerationActionList,
  ModerationReport,
  ModerationReportList,
  ModerationSummary,
  QueuedFeedback,
} from '@portal/shared-api/moderation';
import type { Review } from '@portal/shared-api/reviews';
import { buildReview, type MockHandler } from '@portal/shared-api/testing';

export const ROUTES = {
  summary: 'GET /api/moderation/summary',
  pending: 'GET /api/ratings/pending',
  approve: 'POST /api/ratings/:slug/approve',
  reject: 'POST /api/ratings/:slug/reject',
  reports: 'GET /api/moderation/reports',
  dismiss: 'POST /api/moderation/reports/:id/dismiss',
  hide: 'POST /api/moderation/reports/:id/hide',
  warn: 'POST /api/moderation/reports/:id/warn',
  feedback: 'GET /api/moderation/feedback',
  handle: 'POST /api/moderation/feedback/:id/handle',
  actions: 'GET /api/moderation/actions',
} as const;

let n = 0;
const next = () => (n += 1);

export function buildSummary(overrides: Partial<ModerationSummary> = {}): ModerationSummary {
  return { pendingReviews: 0, openReports: 0, openFeedback: 0, ...overrides };
}

export function buildPendingReview(overrides: Partial<Review> = {}): Review {
  return buildReview({ IsApproved: false, Status: 'pending', ...overrides });
}

export function buildModerationReport(overrides: Partial<ModerationReport> = {}): ModerationReport {
  const i = next();
  return {
    Id: `report-${i}`,
    Reason: 'inappropriate',
    ReasonLabel: 'Inappropriate content',
    Description: 'Spam links everywhere.',
    CreatedAt: '2026-11-20T10:00:00.000Z',
    Reporter: { Id: 'u-1', Name: 'Maya Chen' },
    Target: {
      Kind: 'social-post',
      Title: `Buy followers now ${i}`,
      Url: '/user/social',
      Author: { Id: 'u-2', Name: 'Lucas Moreau' },
      Hidden: false,
    },
    Status: 'open',
    ResolvedBy: null,
    ResolvedAt: null,
    Resolution: null,
    ...overrides,
  };
}

export function buildQueuedFeedback(overrides: Partial<QueuedFeedback> = {}): QueuedFeedback {
  const i = next();
  return {
    Id: `feedback-${i}`,
    Type: 'bug',
    Rating: 3,
    Subject: `Captions lag ${i}`,
    Message: 'Two seconds late on Firefox.',
    Email: 'maya@example.test',
    Priority: 'high',
    CreatedAt: '2026-11-21T10:00:00.000Z',
    HandledAt: null,
    User: { Id: 'u-1', Name: 'Maya Chen', Email: 'maya@example.test' },
    HandledBy: null,
    ...overrides,
  };
}

export const list = {
  reviews: (ratings: Review[]) => ({ ratings, countTotal: ratings.length }),
  reports: (reports: ModerationReport[]): ModerationReportList => ({ reports, countTotal: reports.length }),
  feedback: (feedback: QueuedFeedback[]): FeedbackQueue => ({ feedback, countTotal: feedback.length }),
  actions: (actions: ModerationActionList['actions'] = []): ModerationActionList => ({
    actions,
    countTotal: actions.length,
  }),
};

/** Answers `body` with 200. */
export const ok =
  (body: unknown): MockHandler =>
  () => ({ status: 200, body });
