// @portal/shared-ui/routing: a remote's whole App (its route manifest as routes) and lazy pages, and the
// parsers and hook through which pages keep their state in the URL.
export { ManifestRoutes } from './routing/manifest-routes.tsx';
export { LazyPage, PAGE_LOAD_FAILED, type PageLoader } from './routing/lazy-page.tsx';
export {
  calendarDay,
  freeText,
  oneOf,
  optionalText,
  pageNumber,
  parseSearchParams,
  wholeNumber,
  withoutDefaults,
  type ParamChanges,
  type ParamParser,
  type ParamSchema,
  type ParsedParams,
} from './routing/search-param-parsers.ts';
export { useUrlState, type UrlState, type UrlStateOptions } from './routing/use-url-state.ts';
