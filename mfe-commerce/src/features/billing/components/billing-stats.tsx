import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { formatMoney } from '@portal/shared-api/core';
import type { BillingStats as Stats } from '@portal/shared-api/billing';

/** The four summary cards, computed by the server (docs/product/billing.md#billing-figures). */
export function BillingStats({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Total Spent" value={formatMoney(stats.totalSpent)} />
      <StatCard label="Total Transactions" value={stats.totalTransactions} />
      <StatCard label="Average Transaction" value={formatMoney(stats.averageTransaction)} />
      <StatCard label="This Month" value={formatMoney(stats.monthlySpending)} helpText="Last 30 days" />
    </SimpleGrid>
  );
}
