import type { Db } from '../../platform/db/client.ts';
import { invoices } from './tables.ts';
import { nextNumber } from '../../testing/sequence.ts';

type Owner = { id: string };

export async function createInvoice(
  db: Db,
  user: Owner,
  overrides: Partial<Omit<typeof invoices.$inferInsert, 'id' | 'userId'>> = {},
): Promise<typeof invoices.$inferSelect> {
  const n = nextNumber();
  const [row] = await db
    .insert(invoices)
    .values({
      slug: `inv-test-${n}`,
      invoiceNumber: `INV-TEST-${n}`,
      description: `Invoice ${n}`,
      amountCents: 4900,
      status: 'paid',
      ...overrides,
      userId: user.id,
    })
    .returning();
  return row!;
}
