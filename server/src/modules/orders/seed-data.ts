// Commerce demo data: the plans and coupons on sale, and each person's orders, wishlist, cart and collections.
import type { PerPerson } from '../../seed/people.ts';

export type PlanSlug = 'plus-monthly' | 'premium-annual';

export const PLANS: {
  slug: PlanSlug;
  name: string;
  description: string;
  priceCents: number;
  durationDays: number;
}[] = [
  {
    slug: 'plus-monthly',
    name: 'Plus Monthly',
    description: 'Unlimited access to every course, billed monthly.',
    priceCents: 2999,
    durationDays: 30,
  },
  {
    slug: 'premium-annual',
    name: 'Premium Annual',
    description: 'A year of unlimited access, certificates and live sessions.',
    priceCents: 19999,
    durationDays: 365,
  },
];

/** Validity in days relative to the seed's now (negative: in the future). */
export const COUPONS: {
  code: string;
  description: string;
  percentOff?: number;
  amountOffCents?: number;
  minOrderCents?: number;
  maxRedemptions?: number;
  validFromDaysAgo: number;
  validUntilDaysAgo: number;
}[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order',
    percentOff: 10,
    validFromDaysAgo: 365,
    validUntilDaysAgo: -365,
  },
  {
    code: 'LEARN15',
    description: '$15 off orders of $50 or more',
    amountOffCents: 1500,
    minOrderCents: 5000,
    maxRedemptions: 500,
    validFromDaysAgo: 30,
    validUntilDaysAgo: -60,
  },
  {
    code: 'SPRING15',
    description: '$15 off orders over $50',
    amountOffCents: 1500,
    validFromDaysAgo: 90,
    validUntilDaysAgo: 30,
  },
];

export interface OrderPlan {
  daysAgo: number;
  /** 1 Cancelled, 2 Failed, 3 Successful, 4 Pending (docs/product/orders.md#payment-status). */
  status: 1 | 2 | 3 | 4;
  courses?: string[];
  plan?: PlanSlug;
  /** The subscription's status when it should not follow from its dates (1 active, 3 expired). */
  subscriptionStatus?: 1 | 3;
  /** A code from COUPONS. */
  coupon?: string;
}

const monthlyRenewal = (daysAgo: number): OrderPlan => ({
  daysAgo,
  status: 3,
  plan: 'plus-monthly',
  subscriptionStatus: 3,
});

/** The student has an order in every payment status, with courses, a coupon and both plans. */
export const ORDERS: PerPerson<OrderPlan[]> = {
  student: [
    ...[210, 180, 150, 120, 90].map(monthlyRenewal),
    {
      daysAgo: 60,
      status: 3,
      courses: ['advanced-react-development', 'nodejs-backend-development'],
      coupon: 'WELCOME10',
    },
    { daysAgo: 45, status: 3, courses: ['postgresql-for-developers'] },
    {
      daysAgo: 30,
      status: 3,
      courses: ['modern-css-techniques', 'python-for-data-analysis', 'digital-marketing-strategy'],
    },
    { daysAgo: 20, status: 3, plan: 'premium-annual' },
    { daysAgo: 12, status: 2, courses: ['seo-and-content-marketing'] },
    { daysAgo: 8, status: 1, courses: ['brand-identity-design'] },
    { daysAgo: 1, status: 4, courses: ['photography-light-and-composition'] },
  ],
  student2: [
    { daysAgo: 50, status: 3, courses: ['photography-light-and-composition'] },
    { daysAgo: 35, status: 3, courses: ['digital-marketing-strategy', 'seo-and-content-marketing'] },
    { daysAgo: 2, status: 4, courses: ['brand-identity-design'] },
  ],
};

/** [course slug, added days ago, price alert] */
export const SAVED_COURSES: PerPerson<[string, number, boolean][]> = {
  student: [
    ['photography-light-and-composition', 3, true],
    ['brand-identity-design', 6, false],
    ['seo-and-content-marketing', 10, true],
    ['startup-finance-essentials', 14, false],
    ['project-management-for-teams', 21, false],
    ['desk-yoga-for-developers', 25, false],
    ['music-production-in-the-box', 28, true],
    ['leading-high-performing-teams', 33, false],
  ],
  student2: [
    ['brand-identity-design', 9, true],
    ['startup-finance-essentials', 16, false],
  ],
};

/** Course slugs in the server copy of the basket. */
export const CARTS: PerPerson<string[]> = {
  student: ['seo-and-content-marketing'],
};

/** [name, description, public, course slugs] */
export const COLLECTIONS: PerPerson<[string, string, boolean, string[]][]> = {
  student: [
    [
      'Frontend path',
      'Courses for my move to full-stack work.',
      false,
      ['advanced-react-development', 'modern-css-techniques', 'nodejs-backend-development'],
    ],
    [
      'Weekend creativity',
      'Fun courses for slow Sundays.',
      true,
      ['photography-light-and-composition', 'brand-identity-design'],
    ],
  ],
};
