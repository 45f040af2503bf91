// Money on screen (integer cents everywhere but on screen: docs/architecture.md#money). Here so the
// contract's texts and the server say amounts exactly as the pages do; core re-exports it for the pages.
// Made on first use, not at import: building a currency formatter costs ~40 ms of a phone's boot (~180 ms at
// 4× CPU), and most first pages show no price (docs/decisions/0026-fast-on-a-phone.md).
let usd: Intl.NumberFormat | undefined;

/** Integer cents → "$12.50". */
export function formatMoney(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(Math.round(cents) / 100);
}
