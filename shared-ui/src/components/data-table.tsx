import { Skeleton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
  emptyState?: ReactNode;
  caption?: string;
};

export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  caption,
}: DataTableProps<T>) {
  if (!isLoading && rows.length === 0 && emptyState) return <>{emptyState}</>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-busy={isLoading || undefined}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
