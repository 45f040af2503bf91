// Every module's routes, mounted under /api by app.ts. A module's routes come from its index.ts.
import type { FastifyPluginAsync } from 'fastify';
import { achievementsRoutes } from './modules/achievements/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { certificatesRoutes } from './modules/certificates/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { contactsRoutes } from './modules/contacts/index.ts';
import { courseAuthoringRoutes } from './modules/course-authoring/index.ts';
import { courseHistoryRoutes } from './modules/course-history/index.ts';
import { courseNotesRoutes } from './modules/course-notes/index.ts';
import { dashboardRoutes, progressRoutes } from './modules/dashboard/index.ts';
import { enrollmentsRoutes } from './modules/enrollments/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { helpRoutes } from './modules/help/index.ts';
import { liveRoutes } from './modules/live/index.ts';
import { assertRoomFor, getOwnMedia, mediasRoutes, tusRoutes, uploadRoutes } from './modules/medias/index.ts';
import { meetingsRoutes } from './modules/meetings/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { moderationRoutes, reviewModerationRoutes } from './modules/moderation/index.ts';
import { notificationSettingsRoutes } from './modules/notification-settings/index.ts';
import { courseNotificationRoutes, notificationsRoutes } from './modules/notifications/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import {
  playerRoutes,
  quizRoutes,
  videoAnalyticsRoutes,
  videoProgressRoutes,
} from './modules/player/index.ts';
import { postsRoutes } from './modules/posts/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { savedCoursesRoutes } from './modules/saved-courses/index.ts';
import { securityRoutes } from './modules/security/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { socialRoutes } from './modules/social/index.ts';
import { subscriptionsRoutes } from './modules/subscriptions/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { videoStreamsRoutes } from './modules/video-streams/index.ts';

const api: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(mediasRoutes);
  await app.register(uploadRoutes);
  await app.register(tusRoutes);
  await app.register(videoStreamsRoutes, { media: { getOwnMedia, assertRoomFor } });
  await app.register(dashboardRoutes);
  await app.register(progressRoutes);
  await app.register(meetingsRoutes);
  await app.register(socialRoutes);
  await app.register(calendarRoutes);
  await app.register(messagesRoutes);
  await app.register(contactsRoutes);
  await app.register(ordersRoutes);
  await app.register(postsRoutes);
  await app.register(certificatesRoutes);
  await app.register(enrollmentsRoutes);
  await app.register(analyticsRoutes);
  await app.register(achievementsRoutes);
  await app.register(courseHistoryRoutes);
  await app.register(playerRoutes);
  await app.register(videoProgressRoutes);
  await app.register(videoAnalyticsRoutes);
  await app.register(quizRoutes);
  await app.register(courseNotesRoutes);
  await app.register(reviewsRoutes);
  await app.register(notificationsRoutes);
  await app.register(courseNotificationRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(securityRoutes);
  await app.register(settingsRoutes);
  await app.register(liveRoutes);
  await app.register(helpRoutes);
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(savedCoursesRoutes);
  await app.register(billingRoutes);
  await app.register(courseAuthoringRoutes);
  await app.register(moderationRoutes);
  await app.register(reviewModerationRoutes);
};

export default api;
