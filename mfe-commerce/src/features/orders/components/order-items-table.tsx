import { Link } from '@portal/shared-ui';
import { DataTable, type DataTableColumn } from '@portal/shared-ui/data';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { formatMoney } from '@portal/shared-api/core';
import { type OrderCourse } from '@portal/shared-api/orders';

type OrderItemsTableProps = { courses: OrderCourse[] };

const columns: DataTableColumn<OrderCourse>[] = [
  {
    key: 'course',
    header: 'Course',
    cell: (course) =>
      course.Slug ? (
        <Link asChild>
          <RouterLink to={`/courses/${course.Slug}`}>{course.Title}</RouterLink>
        </Link>
      ) : (
        course.Title
      ),
  },
  { key: 'price', header: 'Price', cell: (course) => formatMoney(course.Price), align: 'end' },
];

/** The courses of an order, each linking to its course page. */
export function OrderItemsTable({ courses }: OrderItemsTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={courses}
      getRowKey={(course) => course.Id ?? course.Title}
      caption="Order items"
      hideCaption
    />
  );
}
