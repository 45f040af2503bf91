// Billing: a learner's invoices, their totals and their PDF (docs/product/billing.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { default as billingRoutes } from './routes.ts';
