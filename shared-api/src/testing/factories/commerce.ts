// Catalogue, course page, cart and plan fixtures for page tests and stories: valid contract objects with
// overridable fields.
import type { Cart } from '../../cart/contract.ts';
import type { CatalogCourse, CatalogPage, CourseDetail } from '../../catalog/contract.ts';
import type { Plan } from '../../subscriptions/contract.ts';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A published $89.99 course on sale from $129.99, rated 4.5 by 12. */
export function buildCatalogCourse(overrides: Partial<CatalogCourse> = {}): CatalogCourse {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Slug: `course-${sequence}`,
    Title: `Course ${sequence}`,
    ShortDescription: 'Learn something useful in short lessons.',
    CoverImage: null,
    CreatedBy: { Firstname: 'Sarah', Lastname: 'Johnson', Slug: 'sarahjohnson' },
    Category: { Slug: 'programming', Title: 'Programming' },
    Level: 'intermediate',
    Language: 'English',
    Price: 8999,
    OriginalPrice: 12999,
    OnSale: true,
    SaleEndsAt: '2026-12-03T23:59:00.000Z',
    Rating: 4.5,
    RatingCount: 12,
    Students: 340,
    Duration: 330,
    HasCertificate: true,
    CreatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildCatalogPage(
  courses: CatalogCourse[],
  overrides: Partial<CatalogPage> = {},
): CatalogPage {
  return { courses, total: courses.length, page: 1, limit: 12, ...overrides };
}

/** The course page of a paid course, seen signed out unless `Viewer` is given. */
export function buildCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const card = buildCatalogCourse({
    Title: 'Advanced React Development',
    Slug: 'advanced-react-development',
  });
  return {
    ...card,
    Resume: '<p>Hooks, performance and testing.</p>',
    WhatYouWillLearn: ['Design reusable custom hooks'],
    Requirements: ['Comfortable with JavaScript'],
    Keywords: ['React'],
    UpdatedAt: '2026-11-01T10:00:00.000Z',
    LessonsCount: 2,
    Sections: [
      {
        Id: uuid(900),
        Title: 'Thinking in hooks',
        Duration: 21,
        Lessons: [
          { Id: uuid(901), Title: 'Custom hooks that compose', Type: 'video', Duration: 9, IsPreview: true },
          { Id: uuid(902), Title: 'Reducers for complex state', Type: 'pdf', Duration: 12, IsPreview: false },
        ],
      },
    ],
    Instructor: {
      Firstname: 'Sarah',
      Lastname: 'Johnson',
      Slug: 'sarahjohnson',
      Profil: 'Staff engineer',
      About: 'Teaches React.',
      Photo: null,
      Courses: 4,
      Students: 1200,
      Rating: 4.6,
    },
    RatingBreakdown: [8, 3, 1, 0, 0],
    Reviews: [],
    Viewer: null,
    ...overrides,
  };
}

export const signedInViewer = (overrides: Partial<NonNullable<CourseDetail['Viewer']>> = {}) => ({
  HasAccess: false,
  IsEnrolled: false,
  IsOwner: false,
  InCart: false,
  WishlistItemId: null,
  PendingOrderId: null,
  ...overrides,
});

/** A cart of the given courses (one $89.99 course by default), no coupon. */
export function buildCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.Items ?? [
    {
      Id: uuid(800),
      Slug: 'advanced-react-development',
      Title: 'Advanced React Development',
      CoverImage: null,
      CreatedBy: { Firstname: 'Sarah', Lastname: 'Johnson', Slug: 'sarahjohnson' },
      Price: 8999,
      OriginalPrice: 12999,
      AddedAt: '2026-11-20T10:00:00.000Z',
    },
  ];
  const subtotal = items.reduce((sum, item) => sum + item.Price, 0);
  return {
    Items: items,
    Coupon: null,
    CouponError: null,
    Subtotal: subtotal,
    Discount: 0,
    Total: subtotal,
    Count: items.length,
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  sequence += 1;
  return {
    Id: uuid(700 + sequence),
    Slug: 'plus-monthly',
    Name: 'Plus Monthly',
    Description: 'Unlimited access to every course, billed monthly.',
    Price: 2999,
    Duration: 30,
    ...overrides,
  };
}
