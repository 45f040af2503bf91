import { SimpleGrid } from '@portal/shared-ui';
import { StatCard } from '@portal/shared-ui/data';
import { formatMoney } from '@portal/shared-api/core';
import type { BillingStats as Stats } from '@portal/shared-api/billing';

/** 01 §2's four cards, with 01 §9's formulas computed by the server. */
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
