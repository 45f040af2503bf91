import { Link, useSearchParams } from '@portal/shared-ui/router';
import { ORDER_TEXTS, useOrders } from '@portal/shared-api/orders';
import { Box, Button, EmptyState } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { OrdersTable } from '../components/orders-table.tsx';
import { orderPageCount, parsePage } from '../utils/order-display.ts';

/** /user/orders (01 §2 Order History): 10 orders a page, the page kept in the URL (?page=). */
export function OrderHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const orders = useOrders(page);

  const handlePageChange = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
  };

  return (
    <PageFrame title="Order History" description="Every purchase you made, with its payment status.">
      <QueryState
        query={orders}
        errorTitle={ORDER_TEXTS.historyFailed}
        errorMessage={(error) => error.message || ORDER_TEXTS.listFailed}
        loading={<CardGridSkeleton count={5} columns={1} height="10" label="Loading orders" />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            title="No orders yet"
            description="Courses you buy will appear here with their receipts."
            action={
              <Button asChild>
                <Link to="/courses">{ORDER_TEXTS.browseCourses}</Link>
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Box>
            <OrdersTable orders={data.orders} />
            <Pagination
              page={page}
              pageCount={orderPageCount(data.total)}
              onPageChange={handlePageChange}
              label="Order pages"
            />
          </Box>
        )}
      </QueryState>
    </PageFrame>
  );
}
