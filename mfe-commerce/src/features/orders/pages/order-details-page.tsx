import { Link, useNavigate, useParams } from 'react-router';
import { isPaymentSuccessful, ORDER_TEXTS, useOrder } from '@portal/shared-api/orders';
import { ErrorCard, PageHeader, Button, HStack, Skeleton, Stack, Text } from '@portal/shared-ui';
import { OrderInfo } from '../components/order-info.tsx';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { SubscriptionBlock } from '../components/subscription-block.tsx';

/** /user/orders/:orderId (01 §2 Order Details). */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const { data: order, error, isLoading, mutate } = useOrder(orderId);

  const content = !orderId ? (
    <Text role="alert">{ORDER_TEXTS.idRequired}</Text>
  ) : error?.status === 404 ? (
    <Text role="alert">{ORDER_TEXTS.notFound}</Text>
  ) : error && !order ? (
    <ErrorCard
      title={ORDER_TEXTS.detailsFailed}
      message={error.message || ORDER_TEXTS.detailsFailed}
      onRetry={() => void mutate()}
    />
  ) : isLoading || !order ? (
    <Stack gap="3" aria-busy="true" aria-label="Loading order">
      <Skeleton height="24" />
      <Skeleton height="32" />
    </Stack>
  ) : (
    <Stack gap="5">
      <OrderInfo order={order} />
      {order.Courses.length > 0 && <OrderItemsTable courses={order.Courses} />}
      {order.Abonnement && <SubscriptionBlock subscription={order.Abonnement} />}
      <OrderSummary order={order} />
      {isPaymentSuccessful(order.PaymentStatut) && (
        <HStack>
          <Button asChild>
            <Link to="/user/courses">{ORDER_TEXTS.viewMyCourses}</Link>
          </Button>
        </HStack>
      )}
    </Stack>
  );

  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} maxW="3xl">
      <HStack>
        <Button variant="ghost" size="sm" onClick={() => void navigate('/user/orders')}>
          Back to Orders
        </Button>
      </HStack>
      <PageHeader title="Order Details" />
      {content}
    </Stack>
  );
}
