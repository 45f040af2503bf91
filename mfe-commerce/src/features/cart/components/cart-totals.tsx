import { TotalsSummary } from '@portal/shared-ui/data';
import { formatMoney } from '@portal/shared-api/core';
import { cartTotalsLines, type Cart } from '@portal/shared-api/cart';

/** The cart's subtotal, its coupon's discount and the total, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  return <TotalsSummary format={formatMoney} total={cart.Total} lines={cartTotalsLines(cart)} />;
}
