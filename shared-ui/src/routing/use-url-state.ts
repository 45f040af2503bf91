// A page's bookmarkable state (search, filters, tab, page) read from the URL through one parser per name,
// and a setter that keeps it there. Built on useSearchParamChanges, so two changes before a render both land.
import { useCallback, useRef } from 'react';
import {
  parseSearchParams,
  withoutDefaults,
  type ParamChanges,
  type ParamSchema,
  type ParsedParams,
} from './search-param-parsers.ts';
import { useSearchParamChanges, type SearchParamChangeOptions } from './use-search-param-changes.ts';

export type UrlStateOptions = SearchParamChangeOptions;
export type UrlState<Schema extends ParamSchema> = {
  params: ParsedParams<Schema>;
  /** Sets some names; '' or a name's default removes it. `options` replace the hook's for this change. */
  set: (changes: ParamChanges<Schema>, options?: UrlStateOptions) => void;
};

/**
 * `schema` names each search param the page reads and its parser (from this entry). `defaults` apply to
 * every change, e.g. `{ reset: ['page'] }` so a new filter starts from the first page. `set` is the same
 * function for the page's life, so effects may depend on it.
 */
export function useUrlState<Schema extends ParamSchema>(
  schema: Schema,
  defaults: UrlStateOptions = {},
): UrlState<Schema> {
  const [searchParams, change] = useSearchParamChanges();
  const latest = useRef({ schema, defaults });
  latest.current = { schema, defaults };
  const set = useCallback(
    (changes: ParamChanges<Schema>, options: UrlStateOptions = {}) =>
      change(withoutDefaults(latest.current.schema, changes), { ...latest.current.defaults, ...options }),
    [change],
  );
  return { params: parseSearchParams(searchParams, schema), set };
}
