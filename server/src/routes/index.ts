// Every API domain, mounted under /api by app.ts. One line per domain.
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index.ts';
import cartRoutes from './cart/index.ts';
import catalogRoutes from './catalog/index.ts';
import certificatesRoutes from './certificates/index.ts';
import checkoutRoutes from './checkout/index.ts';
import courseNotesRoutes from './course-notes/index.ts';
import dashboardRoutes from './dashboard/index.ts';
import enrollmentsRoutes from './enrollments/index.ts';
import healthRoutes from './health/index.ts';
import learningRoutes from './learning/index.ts';
import mediaRoutes from './medias/index.ts';
import meetingsRoutes from './meetings/index.ts';
import ordersRoutes from './orders/index.ts';
import playerRoutes from './player/index.ts';
import postsRoutes from './posts/index.ts';
import quizRoutes from './quizzes/index.ts';
import subscriptionsRoutes from './subscriptions/index.ts';
import usersRoutes from './users/index.ts';
import videoAnalyticsRoutes from './video-analytics/index.ts';
import videoProgressRoutes from './video-progress/index.ts';
import wishlistsRoutes from './wishlists/index.ts';

const api: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(mediaRoutes);
  await app.register(dashboardRoutes);
  await app.register(meetingsRoutes);
  await app.register(ordersRoutes);
  await app.register(postsRoutes);
  await app.register(certificatesRoutes);
  await app.register(enrollmentsRoutes);
  await app.register(learningRoutes);
  await app.register(playerRoutes);
  await app.register(videoProgressRoutes);
  await app.register(videoAnalyticsRoutes);
  await app.register(quizRoutes);
  await app.register(courseNotesRoutes);
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(wishlistsRoutes);
};

export default api;
