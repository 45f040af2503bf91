// @portal/shared-ui: the portal's design system on Chakra UI v3 (docs/decisions/0010), shared by Module
// Federation as strict singletons, one per entry, all provided by the shell:
//   @portal/shared-ui            the system, the providers, the everyday primitives and page states
//   @portal/shared-ui/forms      formik-bound fields, the form dialog, the interactive form controls
//   @portal/shared-ui/data       tables, tabs, badges, pagination, progress, query states, the page frame
//   @portal/shared-ui/overlays   dialogs, drawers, menus, popovers, tooltips
//   @portal/shared-ui/routing    a remote's manifest routes and lazy pages, the URL-state parsers
//   @portal/shared-ui/router     the routing API (Link, useParams, ...): the one way into react-router
// The sign-in page loads this entry only; the others load when a page first needs them.
export * from './chakra.ts';
export { PortalProviders } from './providers/portal-providers.tsx';
export { useIsPhone } from './providers/use-is-phone.ts';
export { followSystemColorMode, setColorMode, useColorMode } from './providers/color-mode.ts';
export { toaster } from './components/toaster.tsx';
export { EmptyState } from './components/empty-state.tsx';
export { ErrorCard } from './components/error-card.tsx';
export { useReleasePrerendered } from './components/prerendered.ts';
export { NotFoundState } from './components/not-found-state.tsx';
export { PageSkeleton } from './components/page-skeleton.tsx';
export { FormField } from './components/form/form-field.tsx';
export { FormAlert } from './components/form/form-alert.tsx';
export { PasswordInput } from './components/form/password-input.tsx';
export { CloseIcon } from './icons/close-icon.tsx';
