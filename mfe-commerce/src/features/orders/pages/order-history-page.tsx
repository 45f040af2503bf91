import { Link } from '@portal/shared-ui/router';
import { pageNumber, useUrlState } from '@portal/shared-ui/routing';
import { ORDER_TEXTS, useOrders } from '@portal/shared-api/orders';
import { Box, Button, EmptyState } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, Pagination, QueryState } from '@portal/shared-ui/data';
import { OrdersTable } from '../components/orders-table.tsx';
import { orderPageCount } from '../utils/order-display.ts';

const ORDER_PARAMS = { page: pageNumber() };

/** /user/orders (docs/product/orders.md#order-history): 10 orders a page, the page kept in ?page=. */
export function OrderHistoryPage() {
  const { params, set } = useUrlState(ORDER_PARAMS);
  const { page } = params;
  const orders = useOrders(page);
  const handlePageChange = (next: number) => set({ page: next });

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
