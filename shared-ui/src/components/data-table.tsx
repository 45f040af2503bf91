import { Skeleton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region.tsx';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'center' | 'end';
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T, index: number) => string;
  isLoading?: boolean;
  /** Number of placeholder rows while loading; keeps the table's height stable. */
  skeletonRows?: number;
  /** Replaces the whole table when there are no rows: nothing exists yet ("No orders yet"). */
  emptyState?: ReactNode;
  /** One row under the headers when there are no rows: this page or filter matched nothing. */
  emptyMessage?: ReactNode;
  /** Names the table, and the region it scrolls in on a narrow screen, for screen readers ("Orders"). */
  caption: string;
  /** Keeps the caption for screen readers only, when the page's heading already says what the table is. */
  hideCaption?: boolean;
};

export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  emptyMessage,
  caption,
  hideCaption = false,
}: DataTableProps<T>) {
  if (!isLoading && rows.length === 0 && emptyState) return <>{emptyState}</>;
  return (
    // A wide table scrolls inside its own region on a phone; the page itself never does.
    <ScrollRegion label={caption} isFramed>
      <Table.Root size="sm" whiteSpace="nowrap" aria-busy={isLoading || undefined}>
        <Table.Caption srOnly={hideCaption || undefined}>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={index}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row, index) => (
                <Table.Row key={getRowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          {!isLoading && rows.length === 0 && emptyMessage ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted">
                {emptyMessage}
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
