// Help Center and Feedback (docs/product/help-and-feedback.md#api): the articles, and sending feedback.
import { http, queryParams } from '@portal/shared-api/core';
import type {
  Feedback,
  FeedbackCreate,
  HelpArticle,
  HelpArticleSummary,
  HelpCategory,
  HelpSearchQuery,
} from './contract.ts';

export const getHelpCategories = (): Promise<HelpCategory[]> =>
  http.get('help/categories').json<HelpCategory[]>();

export const getHelpArticles = (query: HelpSearchQuery): Promise<HelpArticleSummary[]> =>
  http.get('help/articles', { searchParams: queryParams(query) }).json<HelpArticleSummary[]>();

export const getHelpArticle = (slug: string): Promise<HelpArticle> =>
  http.get(`help/articles/${encodeURIComponent(slug)}`).json<HelpArticle>();

export const postFeedback = (feedback: FeedbackCreate): Promise<Feedback> =>
  http.post('feedback', { json: feedback }).json<Feedback>();
