// Money on screen (integer cents everywhere but on screen: docs/architecture.md#money). Here so the
// contract's texts and the server say amounts exactly as the pages do; core re-exports it for the pages.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents → "$12.50". */
export function formatMoney(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}
