import { freeText, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';

const HELP_PARAMS = { q: freeText(), category: freeText(), article: freeText() };
export type HelpParams = ParsedParams<typeof HELP_PARAMS>;

/** The Help Center's state in the URL (?q=&category=&article=): a search, a category, an open article. */
export function useHelpParams() {
  const { params, set: change } = useUrlState(HELP_PARAMS);
  const set = (changes: Partial<HelpParams>, replace = false) => change(changes, { replace });
  return { params, set };
}
