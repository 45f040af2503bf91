// Who may follow a course (docs/product/enrollments.md#who-may-follow-a-course): its creator, a buyer (a
// successful order holding it), a subscriber (any active plan covers every course) and, for a free course,
// anyone enrolled. Also whose enrolments a caller may read: their own, or anyone's for an administrator.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ENROLLMENT_TEXTS,
  type AccessAnswer,
  type EnrollmentAccess,
  type SubscriptionAccessAnswer,
} from '@portal/shared-api/contract/enrollments';
import { PAYMENT_STATUS } from '@portal/shared-api/contract/orders';
import type { Db } from '../../platform/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { SUBSCRIPTION_STATUS, subscriptions } from '../subscriptions/tables.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';

export type OpenCourse = {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  createdById: string;
  hasCertificate: boolean;
};

/** Every refusal of this domain that means "nothing for you here" has one body, so none says more. */
export const notFound = () => httpError(404, ENROLLMENT_TEXTS.courseNotFound);

/** A course students can see: published and not archived. Malformed, unknown and hidden ids are one 404. */
export const isOpenCourse = sql`(${courses.published} and not ${courses.archived})`;

export async function findOpenCourse(db: Db, courseId: string): Promise<OpenCourse> {
  if (!isUuid(courseId)) throw notFound();
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      priceCents: courses.priceCents,
      createdById: courses.createdById,
      hasCertificate: courses.hasCertificate,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), isOpenCourse))
    .limit(1);
  if (!course) throw notFound();
  return course;
}

/** SQL: the user bought the course in a successful order, for reads that answer it per row. */
export function boughtSql(userId: PgColumn, courseId: PgColumn) {
  return sql<boolean>`exists (select 1 from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orders.userId} = ${userId} and ${orderItems.courseId} = ${courseId}
    and ${orders.paymentStatus} = ${PAYMENT_STATUS.successful})`;
}

export async function hasActiveSubscription(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, SUBSCRIPTION_STATUS.active),
        gt(subscriptions.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Why the user follows the course: purchased > subscription > free (the creator and free courses). */
export function accessOf(state: {
  isBought: boolean;
  isSubscribed: boolean;
  isFree: boolean;
  isCreator: boolean;
}): EnrollmentAccess {
  if (state.isBought) return 'purchased';
  if (state.isSubscribed) return 'subscription';
  if (state.isFree || state.isCreator) return 'free';
  // A paid course followed without a purchase or a current plan: a subscription that has since lapsed.
  return 'subscription';
}

export async function hasBought(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.courseId, courseId),
        eq(orders.paymentStatus, PAYMENT_STATUS.successful),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the user may follow the course whatever its price: its creator, a buyer or a subscriber. */
export async function canFollowPaid(deps: Deps, userId: string, course: OpenCourse): Promise<boolean> {
  if (course.createdById === userId) return true;
  const [isBought, isSubscribed] = await Promise.all([
    hasBought(deps.db, userId, course.id),
    hasActiveSubscription(deps, userId),
  ]);
  return isBought || isSubscribed;
}

/**
 * GET /enrollments/check-access (docs/product/enrollments.md#api): bought, subscribed, the creator, or
 * enrolled in a free course.
 */
export async function checkCourseAccess(deps: Deps, userId: string, courseId: string): Promise<AccessAnswer> {
  const course = await findOpenCourse(deps.db, courseId);
  if (await canFollowPaid(deps, userId, course)) return { hasAccess: true };
  if (course.priceCents > 0) return { hasAccess: false };
  const [enrolled] = await deps.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)))
    .limit(1);
  return { hasAccess: Boolean(enrolled) };
}

/**
 * GET /enrollments/subscription-access: any active plan covers every course, so the course only has to exist.
 */
export async function checkSubscriptionAccess(
  deps: Deps,
  userId: string,
  courseId?: string,
): Promise<SubscriptionAccessAnswer> {
  if (courseId !== undefined) await findOpenCourse(deps.db, courseId);
  return { hasActiveSubscription: await hasActiveSubscription(deps, userId) };
}
