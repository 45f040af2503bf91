export * from './auth.ts';
export * from './users.ts';
export * from './dashboard.ts';
export * from './meetings.ts';
export * from './meeting-rules.ts';
export * from './orders.ts';
export * from './posts.ts';
