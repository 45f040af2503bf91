import { useSearchParams } from '@portal/shared-ui/router';

export type PostsParams = { q: string; category: string; page: number };

/** What /posts shows, kept in the address (?q=, ?category=, ?page=) so a link or a reload keeps it. */
export function usePostsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const params: PostsParams = {
    q: searchParams.get('q') ?? '',
    category: searchParams.get('category') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  /** Changes some params; any change but the page's starts again at page 1. */
  const update = (changes: Partial<PostsParams>) =>
    setSearchParams((current) => {
      const next = { ...params, page: 1, ...changes };
      for (const [name, value] of Object.entries(next)) {
        if (value === '' || (name === 'page' && value === 1)) current.delete(name);
        else current.set(name, String(value));
      }
      return current;
    });
  return { params, update };
}
