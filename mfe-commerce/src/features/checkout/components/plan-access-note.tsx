// Above a plan's payment: someone with an active plan is told that buying extends it
// (docs/product/subscriptions.md#subscription-status); a failed check says so and changes nothing.
import { Alert } from '@portal/shared-ui';
import { CHECKOUT_TEXTS } from '@portal/shared-api/checkout';
import { ENROLLMENT_TEXTS, useSubscriptionAccess } from '@portal/shared-api/enrollments';

export function PlanAccessNote() {
  const { data, error } = useSubscriptionAccess();
  const message = error
    ? ENROLLMENT_TEXTS.subscriptionFailed
    : data?.hasActiveSubscription
      ? CHECKOUT_TEXTS.extendsPlan
      : null;
  if (!message) return null;
  return (
    <Alert.Root status={error ? 'warning' : 'info'} role="status" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
