// @portal/shared-api: the contract, the one HTTP client, SWR hooks, the auth store and formatters.
// Shared by Module Federation as one singleton (docs/decisions/0006).
export * from './contract/index.ts';
export { ApiError, http, readCookie } from './client/http.ts';
export * from './client/auth.ts';
export * from './client/registry.ts';
export * from './client/dashboard.ts';
export * from './client/meetings.ts';
export * from './client/orders.ts';
export * from './client/posts.ts';
export * from './auth/store.ts';
export * from './hooks/keys.ts';
export * from './hooks/use-dashboard.ts';
export * from './hooks/use-meetings.ts';
export * from './hooks/use-orders.ts';
export * from './hooks/use-order.ts';
export * from './hooks/use-user-posts.ts';
export * from './hooks/use-delete-post.ts';
export * from './format/money.ts';
export * from './format/time.ts';
export * from './client/users.ts';
export * from './hooks/use-user.ts';
