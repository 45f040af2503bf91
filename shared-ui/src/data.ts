// @portal/shared-ui/data: how pages show data: tables and the region they scroll in, tabs, badges, pagination, progress, ratings, avatars, covers,
// list skeletons, the query-state switch and the page frame.
export { Accordion, DataList, Progress, Stat, Table, Tabs, Tag } from '@chakra-ui/react';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/data-table.tsx';
export { ScrollRegion, type ScrollRegionProps } from './components/scroll-region.tsx';
export {
  TabsWithCounts,
  type TabWithCount,
  type TabsWithCountsProps,
} from './components/tabs-with-counts.tsx';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/status-badge.tsx';
export { Pagination, type PaginationProps } from './components/pagination.tsx';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar.tsx';
export { StatCard, type StatCardProps } from './components/stat-card.tsx';
export { ViewToggle, type ViewToggleOption, type ViewToggleProps } from './components/view-toggle.tsx';
export { StarRating, type StarRatingProps } from './components/star-rating.tsx';
export { PriceTag, type PriceTagProps } from './components/price-tag.tsx';
export { TotalsSummary, type TotalsLine, type TotalsSummaryProps } from './components/totals-summary.tsx';
export { Avatar, initials, type AvatarProps } from './components/avatar.tsx';
export {
  PresenceAvatar,
  PRESENCE_PALETTES,
  type PresenceAvatarProps,
  type PresenceStatusName,
} from './components/presence-avatar.tsx';
export { CoverImage, type CoverImageProps } from './components/cover-image.tsx';
export { RichTextContent, type RichTextContentProps } from './components/rich-text-content.tsx';
export {
  CardGridSkeleton,
  ListSkeleton,
  type CardGridSkeletonProps,
  type ListSkeletonProps,
} from './components/list-skeletons.tsx';
export { QueryState, type QueryResult, type QueryStateProps } from './components/query-state.tsx';
export { PageFrame, type PageFrameProps } from './components/page-frame.tsx';
