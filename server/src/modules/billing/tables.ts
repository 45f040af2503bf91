import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';
import { orders } from '../orders/tables.ts';

export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    paymentMethod: text('payment_method').notNull().default('PayPal'),
    createdAt: createdAt(),
    paidAt: tz('paid_at'),
    dueDate: tz('due_date'),
  },
  (t) => [
    index('invoices_order_id_idx').on(t.orderId),
    index('invoices_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
    check('invoices_status_check', sql`${t.status} in ${inList(INVOICE_STATUSES)}`),
  ],
);
