import { freeText, pageNumber, useUrlState, type ParsedParams } from '@portal/shared-ui/routing';

const POSTS_PARAMS = { q: freeText(), category: freeText(), page: pageNumber() };
export type PostsParams = ParsedParams<typeof POSTS_PARAMS>;

/** What /posts shows, kept in the address (?q=, ?category=, ?page=) so a link or a reload keeps it. */
export function usePostsParams() {
  // Any change but the page's starts again at page 1.
  const { params, set } = useUrlState(POSTS_PARAMS, { reset: ['page'] });
  const update = (changes: Partial<PostsParams>) => set(changes);
  return { params, update };
}
