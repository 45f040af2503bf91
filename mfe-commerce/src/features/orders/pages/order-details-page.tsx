import { Link, useNavigate, useParams } from '@portal/shared-ui/router';
import { isPaymentSuccessful, ORDER_TEXTS, useOrder } from '@portal/shared-api/orders';
import { Button, HStack, Stack, Text } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { OrderInfo } from '../components/order-info.tsx';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PendingActions } from '../components/pending-actions.tsx';
import { SubscriptionBlock } from '../components/subscription-block.tsx';

/** /user/orders/:orderId (docs/product/orders.md#order-details). */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const query = useOrder(orderId);

  return (
    <PageFrame
      title="Order Details"
      maxW="3xl"
      back={
        <Button variant="ghost" size="sm" onClick={() => void navigate('/user/orders')}>
          Back to Orders
        </Button>
      }
    >
      {orderId ? (
        <QueryState
          query={query}
          errorTitle={ORDER_TEXTS.detailsFailed}
          errorMessage={(error) => error.message || ORDER_TEXTS.detailsFailed}
          notFound={<Text role="alert">{ORDER_TEXTS.notFound}</Text>}
          loading={<CardGridSkeleton count={2} columns={1} height="28" label="Loading order" />}
        >
          {(order) => (
            <Stack gap="5">
              <OrderInfo order={order} />
              {order.Courses.length > 0 && <OrderItemsTable courses={order.Courses} />}
              {order.IsPayable && <PendingActions order={order} />}
              {order.Abonnement && <SubscriptionBlock subscription={order.Abonnement} orderId={order.Id} />}
              <OrderSummary order={order} />
              {isPaymentSuccessful(order.PaymentStatut) && (
                <HStack>
                  <Button asChild>
                    <Link to="/user/courses">{ORDER_TEXTS.viewMyCourses}</Link>
                  </Button>
                </HStack>
              )}
            </Stack>
          )}
        </QueryState>
      ) : (
        <Text role="alert">{ORDER_TEXTS.idRequired}</Text>
      )}
    </PageFrame>
  );
}
