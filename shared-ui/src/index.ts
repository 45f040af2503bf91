// @portal/shared-ui: the portal's design system on Chakra UI v3, shared by Module Federation as a singleton.
// The only way into Chakra for the shell and the remotes: its curated primitives, then our components.
export * from './chakra.ts';
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
export { DataTable, type DataTableColumn, type DataTableProps } from './components/data-table.tsx';
export { SearchInput, type SearchInputProps } from './components/search-input.tsx';
export {
  TabsWithCounts,
  type TabWithCount,
  type TabsWithCountsProps,
} from './components/tabs-with-counts.tsx';
export { StarRating, type StarRatingProps } from './components/star-rating.tsx';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar.tsx';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/status-badge.tsx';
export { Avatar, initials, type AvatarProps } from './components/avatar.tsx';
export {
  CardGridSkeleton,
  ListSkeleton,
  type CardGridSkeletonProps,
  type ListSkeletonProps,
} from './components/list-skeletons.tsx';
export { PasswordField, type PasswordFieldProps } from './components/form/password-field.tsx';
export { TextareaField, type TextareaFieldProps } from './components/form/textarea-field.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/form/select-field.tsx';
export { SwitchField, type SwitchFieldProps } from './components/form/switch-field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './components/form/checkbox-field.tsx';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/form/form-field.tsx';
export { FormDialog, type FormDialogProps } from './components/form/form-dialog.tsx';
export { QueryState, type QueryResult, type QueryStateProps } from './components/query-state.tsx';
export { PageFrame, type PageFrameProps } from './components/page-frame.tsx';
export { CloseIcon } from './icons/close-icon.tsx';
export { EyeIcon, EyeOffIcon } from './icons/eye-icon.tsx';
export type { IconProps } from './icons/icon.tsx';
export { ManifestRoutes } from './routing/manifest-routes.tsx';
export { LazyPage, PAGE_LOAD_FAILED, type PageLoader } from './routing/lazy-page.tsx';
