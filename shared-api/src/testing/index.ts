export * from './mock-api.ts';
export * from './factories/dashboard.ts';
export * from './factories/meetings.ts';
export * from './factories/users.ts';
export * from './factories/orders.ts';
export * from './factories/posts.ts';
export * from './factories/enrollments.ts';
export * from './factories/player.ts';
