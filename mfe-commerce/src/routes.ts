// The commerce remote's route manifest: every path it owns (docs/architecture.md#routes), who may open it,
// and its page. A route without page or redirect is owned but not built yet. Read by the App, the publish
// script (into /registry.json) and the shell's access guard; keep it free of runtime imports.
import type { RemoteManifest } from '@portal/shared-api/core';

export default {
  name: 'commerce',
  routes: [
    {
      path: '/courses',
      access: 'public',
      page: () => import('./features/catalog/pages/catalog-page.tsx').then((m) => m.CatalogPage),
    },
    {
      path: '/courses/:slug',
      access: 'public',
      page: () => import('./features/catalog/pages/course-page.tsx').then((m) => m.CoursePage),
      data: ['/api/courses/:slug'],
    },
    {
      path: '/cart',
      access: 'user',
      page: () => import('./features/cart/pages/cart-page.tsx').then((m) => m.CartPage),
    },
    {
      path: '/checkout',
      access: 'user',
      page: () => import('./features/checkout/pages/checkout-page.tsx').then((m) => m.CheckoutPage),
    },
    {
      path: '/user/orders',
      access: 'user',
      page: () => import('./features/orders/pages/order-history-page.tsx').then((m) => m.OrderHistoryPage),
    },
    {
      path: '/user/orders/:orderId',
      access: 'user',
      page: () => import('./features/orders/pages/order-details-page.tsx').then((m) => m.OrderDetailsPage),
    },
    {
      path: '/user/billing',
      access: 'user',
      page: () => import('./features/billing/pages/billing-page.tsx').then((m) => m.BillingPage),
    },
    {
      path: '/user/courses/save',
      access: 'user',
      page: () => import('./features/saved/pages/saved-courses-page.tsx').then((m) => m.SavedCoursesPage),
    },
    {
      path: '/user/certificates',
      access: 'user',
      page: () =>
        import('./features/certificates/pages/certificates-page.tsx').then((m) => m.CertificatesPage),
    },
    {
      path: '/wishlist/shared/:token',
      access: 'public',
      page: () => import('./features/saved/pages/shared-list-page.tsx').then((m) => m.SharedListPage),
    },
    {
      path: '/certificates/verify/:code',
      access: 'public',
      page: () => import('./features/certificates/pages/verify-page.tsx').then((m) => m.VerifyPage),
    },
    { path: '/user/wishlist', access: 'user', redirect: '/user/courses/save' },
  ],
} satisfies RemoteManifest;
