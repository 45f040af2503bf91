// Dashboard (01 §2): one aggregated answer so /user paints from a single request. The path is ours.
import type { FastifyPluginAsync } from 'fastify';
import { getDashboard } from '../../services/dashboard.ts';

const count = { type: 'integer', minimum: 0 } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

const dashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stats', 'recentCourses', 'upcomingMeetings', 'achievements'],
  properties: {
    stats: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enrolledCourses: count,
        inProgressCourses: count,
        completedCourses: count,
        TotalHoursLearned: { type: 'number', minimum: 0 },
        CurrentStreak: count,
        TotalPoints: count,
        NextLevelPoints: count,
        level: count,
        certificatesEarned: count,
      },
    },
    recentCourses: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          Id: { type: 'string' },
          Slug: { type: 'string' },
          Title: { type: 'string' },
          CoverImage: { type: ['string', 'null'] },
          Progress: { type: 'integer', minimum: 0, maximum: 100 },
          Status: { type: 'string', enum: ['in-progress', 'completed'] },
          LastAccessedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    upcomingMeetings: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          Id: { type: 'string' },
          Topic: { type: 'string' },
          StartTime: { type: 'string', format: 'date-time' },
          EndTime: { type: 'string', format: 'date-time' },
          Owner: { type: 'string' },
          Status: { type: 'string' },
        },
      },
    },
    achievements: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          Id: { type: 'string' },
          Title: { type: 'string' },
          Description: { type: 'string' },
          Type: { type: 'string' },
          Points: count,
          IsEarned: { type: 'boolean' },
          EarnedAt: isoOrNull,
        },
      },
    },
  },
} as const;

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Stats, 6 recent courses, 5 upcoming meetings and the 3 latest achievements of the user',
        response: { 200: dashboardSchema },
      },
    },
    async (request) => getDashboard(app.db, request.user!.id),
  );
};

export default dashboardRoutes;
