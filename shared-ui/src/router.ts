// @portal/shared-ui/router: the routing API pages use, the one way into react-router (docs/decisions/0010).
// react-router is not shared whole: a shared module must carry every export (server rendering, RSC and
// framework runtime included: ~20 KB gzip nobody here uses), so the portal shares this list instead. All of
// it comes from the shell's build, so there is one router context for the shell and every remote.
export {
  BrowserRouter,
  createBrowserRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export {
  useSearchParamChanges,
  type SearchParamChangeOptions,
  type SearchParamChanges,
} from './routing/use-search-param-changes.ts';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, RouteObject } from 'react-router';
