// @portal/shared-ui/routing: a remote's whole App (its route manifest as routes) and lazy pages.
export { ManifestRoutes } from './routing/manifest-routes.tsx';
export { LazyPage, PAGE_LOAD_FAILED, type PageLoader } from './routing/lazy-page.tsx';
