// Subscriptions (docs/product/subscriptions.md): a plan gives access to every course for its period. Texts
// shared by the pages and the server.
export type * from './schemas.ts';

export const SUBSCRIPTION_STATUS = { active: 1, cancelled: 2, expired: 3 } as const;

export const SUBSCRIPTION_TEXTS = {
  notFound: 'The requested subscription could not be found.',
  notCancellable: 'Only an active subscription can be cancelled.',
  cancelled: 'Your plan will end at the close of its current period.',
  cancel: 'Cancel at period end',
  endsOn: (date: string) => `Access until ${date}`,
  unlimited: 'Unlimited access to every course',
  choosePlan: 'Choose a plan',
} as const;

/** "per month" for about a month of access, "per year" for about a year, else "for N days". */
export function planPeriodLabel(days: number): string {
  if (days >= 28 && days <= 31) return 'per month';
  if (days >= 365 && days <= 366) return 'per year';
  return `for ${days} days`;
}
