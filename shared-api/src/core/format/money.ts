const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents → "$12.50" (ARCHITECTURE §2: money is cents everywhere but on screen). */
export function formatMoney(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}
