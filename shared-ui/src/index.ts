// @portal/shared-ui: the portal's design system on Chakra UI v3, shared by Module Federation as a singleton.
export { system } from './theme/system.ts';
export { PortalProviders, type PortalProvidersProps } from './providers/portal-providers.tsx';
export { applyColorMode, setColorMode, useColorMode, type ColorMode } from './providers/color-mode.ts';
export { toaster, Toaster } from './components/toaster.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { ErrorCard, type ErrorCardProps } from './components/error-card.tsx';
export { StatCard, type StatCardProps } from './components/stat-card.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { Pagination, type PaginationProps } from './components/pagination.tsx';
export { PageSkeleton } from './components/page-skeleton.tsx';
export { TextField, type TextFieldProps } from './components/form/text-field.tsx';
export { FormAlert, type FormAlertProps } from './components/form/form-alert.tsx';
export { NotFoundState } from './components/not-found-state.tsx';
