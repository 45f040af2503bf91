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
export { system } from './theme/system.ts';
export { PortalProviders, type PortalProvidersProps } from './providers/portal-providers.tsx';
export {
  applyColorMode,
  followSystemColorMode,
  setColorMode,
  useColorMode,
  type ColorMode,
} from './providers/color-mode.ts';
export { toaster, Toaster } from './components/toaster.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { ErrorCard, type ErrorCardProps } from './components/error-card.tsx';
export { NotFoundState } from './components/not-found-state.tsx';
export { PageSkeleton } from './components/page-skeleton.tsx';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/form/form-field.tsx';
export { FormAlert, type FormAlertProps } from './components/form/form-alert.tsx';
export { PasswordInput, type PasswordInputProps } from './components/form/password-input.tsx';
export { CloseIcon } from './icons/close-icon.tsx';
export { EyeIcon, EyeOffIcon } from './icons/eye-icon.tsx';
export type { IconProps } from './icons/icon.tsx';
