import { Link, Table } from '@portal/shared-ui';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '@portal/shared-api/core';
import { type OrderCourse } from '@portal/shared-api/orders';

type OrderItemsTableProps = { courses: OrderCourse[] };

/** The courses of an order, each linking to its course page. */
export function OrderItemsTable({ courses }: OrderItemsTableProps) {
  return (
    <Table.Root size="sm" aria-label="Order items">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Course</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {courses.map((course) => (
          <Table.Row key={course.Id ?? course.Title}>
            <Table.Cell>
              {course.Slug ? (
                <Link asChild>
                  <RouterLink to={`/courses/${course.Slug}`}>{course.Title}</RouterLink>
                </Link>
              ) : (
                course.Title
              )}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(course.Price)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
