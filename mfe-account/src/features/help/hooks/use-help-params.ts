import { useSearchParamChanges } from '@portal/shared-ui/router';

export type HelpParams = { q: string; category: string; article: string };

/** The Help Center's state in the URL (?q=&category=&article=): a search, a category, an open article. */
export function useHelpParams() {
  const [searchParams, change] = useSearchParamChanges();
  const params: HelpParams = {
    q: searchParams.get('q') ?? '',
    category: searchParams.get('category') ?? '',
    article: searchParams.get('article') ?? '',
  };
  const set = (changes: Partial<HelpParams>, replace = false) => change(changes, { replace });
  return { params, set };
}
