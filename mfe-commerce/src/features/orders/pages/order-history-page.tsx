import { Link, useSearchParams } from 'react-router';
import { orderPageCount, ORDER_TEXTS, useOrders } from '@portal/shared-api/orders';
import { EmptyState, ErrorCard, PageHeader, Pagination, Button, Skeleton, Stack } from '@portal/shared-ui';
import { OrdersTable } from '../components/orders-table.tsx';
import { parsePage } from '../utils/order-display.ts';

/** /user/orders (01 §2 Order History): 10 orders a page, the page kept in the URL (?page=). */
export function OrderHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useOrders(page);

  const handlePageChange = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
  };

  return (
    <Stack gap="0" p={{ base: '4', md: '6' }}>
      <PageHeader title="Order History" description="Every purchase you made, with its payment status." />
      {error && !data ? (
        <ErrorCard
          title={ORDER_TEXTS.historyFailed}
          message={error.message || ORDER_TEXTS.listFailed}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          title="No orders yet"
          description="Courses you buy will appear here with their receipts."
          action={
            <Button asChild>
              <Link to="/courses">{ORDER_TEXTS.browseCourses}</Link>
            </Button>
          }
        />
      ) : (
        <Stack gap="0">
          <OrdersTable orders={data.orders} />
          <Pagination
            page={page}
            pageCount={orderPageCount(data.total)}
            onPageChange={handlePageChange}
            label="Order pages"
          />
        </Stack>
      )}
    </Stack>
  );
}
