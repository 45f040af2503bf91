// A paid invoice as a one-page A4 PDF (pdfkit: docs/decisions/0021-library-picks.md#pdf-documents): seller
// and buyer, the invoice number and dates, each line, the coupon, the tax line, the totals and how it was
// paid.
import { eq } from 'drizzle-orm';
import { formatMoney } from '@portal/shared-api/contract/common';
import { displayName } from '@portal/shared-api/contract/auth';
import { BILLING_TEXTS } from '@portal/shared-api/contract/billing';
import type { DownloadLink } from '@portal/shared-api/schemas/common';
import type { Deps } from '../../core/deps.ts';
import { checkSignedPath, signPath, type LinkSigner, type SignedLinkQuery } from '../../core/signed-links.ts';
import { coupons } from '../cart/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { subscriptionPlans } from '../subscriptions/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { renderPdf } from '../../platform/files/pdf.ts';
import { findOwnInvoice } from './invoices.ts';

/** Who sells: printed on every invoice. */
const SELLER = [
  'Academy Learning Ltd',
  '12 Example Street',
  'London EC1A 1AA, United Kingdom',
  'billing@academy.test',
];
const INK = '#1a202c';
const MUTED = '#4a5568';
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

type Line = { label: string; amount: number };

/** Where the signed link leads: the PDF itself. */
const invoiceFilePath = (slug: string) => `/api/invoices/${encodeURIComponent(slug)}/pdf`;

/** The owner's paid invoice: 404 for anyone else's, 409 for one not paid. */
async function findPaid(deps: Deps, userId: string, slug: string) {
  const invoice = await findOwnInvoice(deps, userId, slug);
  if (invoice.status !== 'paid') throw httpError(409, BILLING_TEXTS.notDownloadable);
  return invoice;
}

/** GET /invoices/{slug}/download: the signed link of the owner's paid invoice. */
export async function getInvoiceLink(deps: Deps, signer: LinkSigner, slug: string): Promise<DownloadLink> {
  await findPaid(deps, signer.ownerId, slug);
  return { url: signPath(invoiceFilePath(slug), signer) };
}

/** GET /invoices/{slug}/pdf?expires&signature: the PDF, through a link this session signed for its user. */
export async function getInvoicePdf(deps: Deps, signer: LinkSigner, slug: string, link: SignedLinkQuery) {
  checkSignedPath(invoiceFilePath(slug), link, signer);
  const userId = signer.ownerId;
  const invoice = await findPaid(deps, userId, slug);
  const [buyer] = await deps.db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [order] = invoice.orderId
    ? await deps.db
        .select({ order: orders, plan: subscriptionPlans, coupon: coupons })
        .from(orders)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.subscriptionPlanId))
        .leftJoin(coupons, eq(coupons.id, orders.couponId))
        .where(eq(orders.id, invoice.orderId))
    : [];
  const items = invoice.orderId
    ? await deps.db.select().from(orderItems).where(eq(orderItems.orderId, invoice.orderId))
    : [];
  const lines: Line[] = [
    ...items.map((item) => ({ label: item.title, amount: item.priceCents })),
    ...(order?.plan
      ? [
          {
            label: `${order.plan.name} subscription (${order.plan.durationDays} days)`,
            amount: order.plan.priceCents,
          },
        ]
      : []),
  ];
  if (lines.length === 0) lines.push({ label: invoice.description, amount: invoice.amountCents });
  const discount = order?.order.discountCents ?? 0;
  const buyerLines = [
    order?.order.billingName ||
      displayName({ Firstname: buyer!.firstname, Lastname: buyer!.lastname, Username: buyer!.username }),
    ...(order?.order.billingAddress ? order.order.billingAddress.split('\n') : []),
    buyer!.email,
  ];
  const pdf = await renderPdf(
    { size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: SELLER[0] } },
    (doc) => {
      doc.font('bold').fontSize(22).fillColor(INK).text('INVOICE');
      doc.font('body').fontSize(10).fillColor(MUTED);
      doc.text(`Invoice number: ${invoice.invoiceNumber}`);
      doc.text(`Issued: ${longDate.format(invoice.createdAt)}`);
      if (invoice.paidAt) doc.text(`Paid: ${longDate.format(invoice.paidAt)}`);
      doc.text(`Payment method: ${invoice.paymentMethod}`);
      const top = doc.y + 16;
      doc.font('bold').fontSize(11).fillColor(INK).text('From', 56, top);
      doc.font('body').fontSize(10).fillColor(MUTED).text(SELLER.join('\n'), 56, doc.y);
      doc.font('bold').fontSize(11).fillColor(INK).text('Bill to', 320, top);
      doc.font('body').fontSize(10).fillColor(MUTED).text(buyerLines.join('\n'), 320, doc.y);
      doc.y = Math.max(doc.y, top + 90);
      const row = (label: string, amount: string, font: 'body' | 'bold' = 'body') => {
        const y = doc.y;
        doc.font(font).fontSize(10).fillColor(INK).text(label, 56, y, { width: 360 });
        const after = doc.y;
        doc.text(amount, 420, y, { width: 119, align: 'right' });
        doc.y = Math.max(after, doc.y) + 4;
      };
      const rule = () => {
        doc.moveTo(56, doc.y).lineTo(539, doc.y).lineWidth(0.5).strokeColor('#cbd5e0').stroke();
        doc.y += 6;
      };
      row('Description', `Amount (${invoice.currency})`, 'bold');
      rule();
      for (const line of lines) row(line.label, formatMoney(line.amount));
      rule();
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
      row('Subtotal', formatMoney(subtotal));
      if (discount > 0) row(`Coupon ${order?.coupon?.code ?? ''}`.trim(), `-${formatMoney(discount)}`);
      row('Tax (0%)', formatMoney(0));
      rule();
      row('Total paid', formatMoney(invoice.amountCents), 'bold');
      doc.moveDown(2);
      doc
        .font('body')
        .fontSize(9)
        .fillColor(MUTED)
        .text(
          'Thank you for learning with us. Courses are digital services: no goods are shipped.',
          56,
          doc.y,
          {
            width: 483,
          },
        );
    },
  );
  return { filename: `invoice-${invoice.invoiceNumber}.pdf`, pdf };
}
