// Notifications of the demo people (every type and priority, read and unread) and their preferences.
import type { notificationSettings } from '../notification-settings/tables.ts';
import type { PerPerson } from '../../seed/people.ts';

type NotificationType = 'course' | 'message' | 'warning' | 'error' | 'success' | 'system' | 'info';
type Priority = 'urgent' | 'high' | 'medium' | 'low';
/** [type, priority, title, message, minutes ago, read, action url, course slug] */
export type NotificationPlan = [
  NotificationType,
  Priority,
  string,
  string,
  number,
  boolean,
  string | null,
  string?,
][];

export type PreferencePlan = Omit<typeof notificationSettings.$inferInsert, 'id' | 'userId' | 'updatedAt'>;

export const NOTIFICATIONS: PerPerson<NotificationPlan> = {
  student: [
    [
      'course',
      'high',
      'New lesson available',
      'A new lesson "Memoisation that pays off" was added to Advanced React Development.',
      12,
      false,
      '/user/courses/advanced-react-development/read',
      'advanced-react-development',
    ],
    [
      'message',
      'medium',
      'New message from Maya Chen',
      'Maya replied in React Study Circle: "See you Thursday!"',
      35,
      false,
      '/user/messages',
    ],
    [
      'warning',
      'urgent',
      'Payment pending',
      'Your order for Photography Basics: Light and Composition is waiting for payment confirmation.',
      90,
      false,
      '/user/orders',
    ],
    [
      'error',
      'high',
      'Payment failed',
      'We could not charge your card for SEO and Content Marketing. Please try another payment method.',
      60 * 24 * 12,
      true,
      '/user/orders',
    ],
    [
      'success',
      'low',
      'Certificate issued',
      'Your certificate for Modern CSS Techniques is ready to download and share.',
      60 * 24 * 4,
      false,
      '/user/certificates',
      'modern-css-techniques',
    ],
    [
      'system',
      'medium',
      'Scheduled maintenance',
      'The academy will be read-only on Sunday from 02:00 to 03:00 UTC while we upgrade our servers.',
      60 * 24 * 2,
      true,
      null,
    ],
    [
      'info',
      'low',
      'Weekly summary',
      'You studied 5 hours 40 minutes this week, 40 minutes more than last week.',
      60 * 24 * 3,
      true,
      '/user/analytics',
    ],
    [
      'course',
      'medium',
      'Live session tomorrow',
      'Office hours for Node.js Backend Development start tomorrow at 17:00.',
      60 * 20,
      false,
      '/user/meetings',
      'nodejs-backend-development',
    ],
    [
      'success',
      'medium',
      'Achievement unlocked',
      'You earned "On a Roll" for studying seven days in a row.',
      60 * 24 * 6,
      true,
      '/user/achievements',
    ],
    [
      'warning',
      'medium',
      'Certificate expired',
      'Your UI Design Foundations with Figma certificate has expired. Consider renewing your knowledge.',
      60 * 24 * 35,
      true,
      '/user/certificates',
      'ui-design-foundations-figma',
    ],
    [
      'info',
      'urgent',
      'Meeting starting soon',
      'Mentoring session with Sarah Johnson starts in 10 minutes.',
      1,
      false,
      '/user/meetings',
    ],
    [
      'message',
      'low',
      'New reply to your post',
      'Lucas Moreau commented on "How do you keep a study streak going?".',
      60 * 5,
      true,
      '/user/social',
    ],
  ],
  student2: [
    [
      'course',
      'medium',
      'Keep going with Digital Marketing Strategy',
      'You are 45% through the course. The next lesson is "Paid social basics".',
      180,
      false,
      '/user/courses',
      'digital-marketing-strategy',
    ],
    [
      'success',
      'low',
      'Certificate issued',
      'Your certificate for Photography Basics: Light and Composition is ready.',
      60 * 24 * 6,
      true,
      '/user/certificates',
      'photography-light-and-composition',
    ],
    [
      'warning',
      'high',
      'Payment pending',
      'Your order for Brand Identity Design is waiting for payment confirmation.',
      60 * 24 * 2,
      false,
      '/user/orders',
    ],
  ],
};

export const PREFERENCES: PerPerson<PreferencePlan> = {
  student: {
    smsNotifications: false,
    categories: {
      courses: { email: true, push: true, sms: false },
      messages: { email: true, push: true, sms: false },
      achievements: { email: false, push: true, sms: false },
      reminders: { email: true, push: true, sms: true },
      social: { email: false, push: true, sms: false },
      billing: { email: true, push: false, sms: false },
    },
    quietHoursEnabled: true,
    quietHoursTimezone: 'America/Los_Angeles',
    frequency: 'daily',
  },
};
