// Billing History (docs/product/billing.md#api): the user's invoices, filtered, with the account's figures,
// and a paid invoice's PDF. Every query is scoped to the user: another user's invoice answers like none.
import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import {
  BILLING_FETCH_LIMIT,
  BILLING_TEXTS,
  billingStats,
  type Invoice,
  type InvoiceList,
  type InvoiceQuery,
} from '@portal/shared-api/contract/billing';
import type { Deps } from '../../core/deps.ts';
import { invoices } from './tables.ts';
import { httpError } from '../../core/errors.ts';
import { containsPattern } from '../../core/like.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Where a paid invoice's PDF link is asked: answers `{ url }` (its owner only). */
const invoiceDownloadPath = (slug: string) => `/api/invoices/${encodeURIComponent(slug)}/download`;

function toInvoice(row: InvoiceRow): Invoice {
  return {
    Id: row.id,
    Slug: row.slug,
    InvoiceNumber: row.invoiceNumber,
    Description: row.description,
    Amount: row.amountCents,
    Currency: row.currency,
    Status: row.status,
    PaymentMethod: row.paymentMethod,
    CreatedAt: row.createdAt.toISOString(),
    PaidAt: row.paidAt?.toISOString() ?? null,
    DueDate: row.dueDate?.toISOString() ?? null,
    DownloadUrl: row.status === 'paid' ? invoiceDownloadPath(row.slug) : null,
    OrderId: row.orderId,
  };
}

/** `%`, `_` and `\` typed by the user are searched for as themselves. */

export async function listInvoices(deps: Deps, userId: string, query: InvoiceQuery): Promise<InvoiceList> {
  const mine = eq(invoices.userId, userId);
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const [rows, all] = await Promise.all([
    deps.db
      .select()
      .from(invoices)
      .where(
        and(
          mine,
          pattern
            ? or(ilike(invoices.description, pattern), ilike(invoices.invoiceNumber, pattern))
            : undefined,
          query.status ? eq(invoices.status, query.status) : undefined,
          query.startDate ? gte(invoices.createdAt, new Date(query.startDate)) : undefined,
          query.endDate ? lt(invoices.createdAt, new Date(query.endDate)) : undefined,
        ),
      )
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(Math.min(query.limit ?? BILLING_FETCH_LIMIT, BILLING_FETCH_LIMIT)),
    deps.db
      .select({
        amount: invoices.amountCents,
        status: invoices.status,
        paidAt: invoices.paidAt,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .where(mine),
  ]);
  return { invoices: rows.map(toInvoice), stats: billingStats(all, deps.clock.now()) };
}

/** The user's invoice by its slug; anyone else's is a 404. */
export async function findOwnInvoice(deps: Deps, userId: string, slug: string): Promise<InvoiceRow> {
  const [row] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.slug, slug), eq(invoices.userId, userId)))
    .limit(1);
  if (!row) throw httpError(404, BILLING_TEXTS.notFound);
  return row;
}
