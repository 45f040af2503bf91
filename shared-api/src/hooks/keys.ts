// The SWR key factory of each domain (see core/keys.ts).
import { domainKeys } from '@portal/shared-api/core';

export const userKeys = domainKeys('users');
export const dashboardKeys = domainKeys('dashboard');
export const meetingKeys = domainKeys('meetings');
export const orderKeys = domainKeys('orders');
export const postKeys = domainKeys('posts');
export const enrollmentKeys = domainKeys('enrollments');
export const playerKeys = domainKeys('player');
export const courseNoteKeys = domainKeys('course-notes');
export const catalogKeys = domainKeys('catalog');
export const cartKeys = domainKeys('cart');
export const subscriptionKeys = domainKeys('subscriptions');
export const billingKeys = domainKeys('billing');
export const certificateKeys = domainKeys('certificates');
export const wishlistKeys = domainKeys('wishlists');
export const historyKeys = domainKeys('course-history');
export const analyticsKeys = domainKeys('analytics');
export const goalKeys = domainKeys('goals');
export const reviewKeys = domainKeys('reviews');
export const notificationKeys = domainKeys('notifications');
export const helpKeys = domainKeys('help');
export const securityKeys = domainKeys('security');
export const preferenceKeys = domainKeys('preferences');
export const settingsKeys = domainKeys('settings');
