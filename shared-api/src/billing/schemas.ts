// Billing History (docs/product/billing.md#data): the user's invoices with the summary figures, and the
// filters the page sends. Amounts are integer cents.
import Type, { type Static } from 'typebox';
import { BILLING_FETCH_LIMIT, INVOICE_STATUSES } from './constants.ts';
import { CentsSchema, IsoDateTimeSchema, Nullable, UuidSchema } from '../common/schemas.ts';

export const InvoiceSchema = Type.Object(
  {
    Id: UuidSchema,
    Slug: Type.String(),
    InvoiceNumber: Type.String(),
    Description: Type.String(),
    Amount: CentsSchema,
    Currency: Type.String(),
    Status: Type.String({ description: 'paid, pending, failed or refunded.' }),
    PaymentMethod: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    PaidAt: Nullable(IsoDateTimeSchema),
    DueDate: Nullable(IsoDateTimeSchema),
    DownloadUrl: Nullable(
      Type.String({
        description: 'For a paid invoice: the download path, answering { url }, the PDF’s signed link.',
      }),
    ),
    OrderId: Nullable(UuidSchema),
  },
  { additionalProperties: false },
);
export type Invoice = Static<typeof InvoiceSchema>;

export const BillingStatsSchema = Type.Object(
  {
    totalSpent: CentsSchema,
    totalTransactions: Type.Integer({ description: 'Paid invoices.' }),
    averageTransaction: CentsSchema,
    monthlySpending: Type.Integer({ description: 'Cents paid in the last 30 days.' }),
    pendingAmount: CentsSchema,
  },
  { additionalProperties: false },
);
export type BillingStats = Static<typeof BillingStatsSchema>;

/** GET /api/invoices: the filtered invoices (newest first) and the account's figures (all invoices). */
export const InvoiceListSchema = Type.Object(
  { invoices: Type.Array(InvoiceSchema), stats: BillingStatsSchema },
  { additionalProperties: false },
);
export type InvoiceList = Static<typeof InvoiceListSchema>;

export const InvoiceQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100, description: 'In the description or invoice number.' })),
    status: Type.Optional(Type.Enum(INVOICE_STATUSES)),
    startDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or after (the start of the first day).' }),
    ),
    endDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created before (the end of the last day).' }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: BILLING_FETCH_LIMIT, default: BILLING_FETCH_LIMIT }),
    ),
  },
  { additionalProperties: false },
);
export type InvoiceQuery = Static<typeof InvoiceQuerySchema>;
