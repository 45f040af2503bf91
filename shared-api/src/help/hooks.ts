import { useApiMutation, useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getHelpArticle, getHelpArticles, getHelpCategories, postFeedback } from './client.ts';
import type { HelpArticle, HelpArticleSummary, HelpCategory, HelpSearchQuery } from './contract.ts';
import { helpKeys } from './keys.ts';

export const useHelpCategories = (): ApiQuery<HelpCategory[]> =>
  useApiQuery(helpKeys.list('categories'), getHelpCategories);

/** null: nothing to ask (an empty search). */
export function useHelpArticles(query: HelpSearchQuery | null): ApiQuery<HelpArticleSummary[]> {
  return useApiQuery(query ? helpKeys.list('articles', query) : null, () => getHelpArticles(query!));
}

export function useHelpArticle(slug: string | undefined): ApiQuery<HelpArticle> {
  return useApiQuery(slug ? helpKeys.detail(slug) : null, () => getHelpArticle(slug!));
}

export const useSendFeedback = () => useApiMutation(helpKeys.mutation('feedback'), postFeedback);
