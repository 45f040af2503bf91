// Enrolments (docs/product/enrollments.md#api, and the Library's flags): the signed-in user's courses,
// progress and access. Paths are the spec's, under /api. A `{userId}` segment names the caller (an
// administrator may name anyone).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessAnswerSchema,
  CertificateAnswerSchema,
  CourseParamsSchema,
  CourseUserParamsSchema,
  EnrollFreeBodySchema,
  EnrolledCourseListSchema,
  EnrolledCourseSchema,
  LibraryBodySchema,
  ProgressBodySchema,
  SubscriptionAccessAnswerSchema,
  UnenrollAnswerSchema,
  UserParamsSchema,
} from '@portal/shared-api/schemas/enrollments';
import { checkCourseAccess, checkSubscriptionAccess, notFound } from '../course-access/index.ts';
import { completeCourse, updateProgress } from './progress.ts';
import { getEnrollment, getEnrollmentCertificate, listEnrollments } from './reads.ts';
import { enrollFree, unenroll, updateLibraryFlags } from './writes.ts';
import { readableUserId } from '../../core/caller.ts';

const tags = ['enrollments'];

const enrollmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accessSummary = 'Whether the user may follow the course: bought, subscribed, or enrolled in it free';
  app.get(
    '/enrollments/check-access/:courseId',
    {
      schema: {
        tags,
        summary: accessSummary,
        params: CourseParamsSchema,
        response: { 200: AccessAnswerSchema },
      },
    },
    async (request) => checkCourseAccess(app.deps, request.caller.id, request.params.courseId),
  );
  app.get(
    '/enrollments/check-access/:courseId/:userId',
    {
      schema: {
        tags,
        summary: accessSummary,
        params: CourseUserParamsSchema,
        response: { 200: AccessAnswerSchema },
      },
    },
    async (request) =>
      checkCourseAccess(
        app.deps,
        readableUserId(request.caller, request.params.userId, notFound),
        request.params.courseId,
      ),
  );

  app.post(
    '/enrollments/enroll-free',
    {
      schema: {
        tags,
        summary: 'Enrol in a free course, or a paid one already bought or subscribed to (403 otherwise)',
        body: EnrollFreeBodySchema,
        response: { 200: EnrolledCourseSchema, 201: EnrolledCourseSchema },
      },
    },
    async (request, reply) => {
      const { isCreated, enrollment } = await enrollFree(app.deps, request.caller.id, request.body.courseId);
      return reply.status(isCreated ? 201 : 200).send(enrollment);
    },
  );

  const listSummary = 'Every enrolment of the user, most recently opened first';
  app.get(
    '/enrollments/user',
    { schema: { tags, summary: listSummary, response: { 200: EnrolledCourseListSchema } } },
    async (request) => listEnrollments(app.deps, request.caller.id),
  );
  app.get(
    '/enrollments/user/:userId',
    {
      schema: {
        tags,
        summary: listSummary,
        params: UserParamsSchema,
        response: { 200: EnrolledCourseListSchema },
      },
    },
    async (request) =>
      listEnrollments(app.deps, readableUserId(request.caller, request.params.userId, notFound)),
  );

  const detailsSummary = 'One enrolment of the user (404 when not enrolled)';
  app.get(
    '/enrollments/details/:courseId',
    {
      schema: {
        tags,
        summary: detailsSummary,
        params: CourseParamsSchema,
        response: { 200: EnrolledCourseSchema },
      },
    },
    async (request) => getEnrollment(app.deps, request.caller.id, request.params.courseId),
  );
  app.get(
    '/enrollments/details/:courseId/:userId',
    {
      schema: {
        tags,
        summary: detailsSummary,
        params: CourseUserParamsSchema,
        response: { 200: EnrolledCourseSchema },
      },
    },
    async (request) =>
      getEnrollment(
        app.deps,
        readableUserId(request.caller, request.params.userId, notFound),
        request.params.courseId,
      ),
  );

  app.put(
    '/enrollments/progress/:courseId',
    {
      schema: {
        tags,
        summary:
          'Record a lesson opened, completed or not, or the course paused or resumed; progress follows',
        params: CourseParamsSchema,
        body: ProgressBodySchema,
        response: { 200: EnrolledCourseSchema },
      },
    },
    async (request) => updateProgress(app.deps, request.caller.id, request.params.courseId, request.body),
  );

  app.post(
    '/enrollments/complete/:courseId',
    {
      schema: {
        tags,
        summary: 'Mark the course complete (409 until more than 80 % is done) and issue its certificate',
        params: CourseParamsSchema,
        response: { 200: EnrolledCourseSchema },
      },
    },
    async (request) => completeCourse(app.deps, request.caller.id, request.params.courseId),
  );

  app.get(
    '/enrollments/certificate/:courseId',
    {
      schema: {
        tags,
        summary: 'Where the certificate of the course opens, or null while there is none',
        params: CourseParamsSchema,
        response: { 200: CertificateAnswerSchema },
      },
    },
    async (request) => getEnrollmentCertificate(app.deps, request.caller.id, request.params.courseId),
  );

  app.delete(
    '/enrollments/unenroll/:courseId',
    {
      schema: {
        tags,
        summary: 'Leave the course: true when an enrolment was removed (409 for a bought course)',
        params: CourseParamsSchema,
        response: { 200: UnenrollAnswerSchema },
      },
    },
    async (request) => unenroll(app.deps, request.caller.id, request.params.courseId),
  );

  const subscriptionSummary = 'Whether the user has an active subscription (every plan covers every course)';
  app.get(
    '/enrollments/subscription-access',
    { schema: { tags, summary: subscriptionSummary, response: { 200: SubscriptionAccessAnswerSchema } } },
    async (request) => checkSubscriptionAccess(app.deps, request.caller.id),
  );
  app.get(
    '/enrollments/subscription-access/:courseId',
    {
      schema: {
        tags,
        summary: subscriptionSummary,
        params: CourseParamsSchema,
        response: { 200: SubscriptionAccessAnswerSchema },
      },
    },
    async (request) => checkSubscriptionAccess(app.deps, request.caller.id, request.params.courseId),
  );

  app.put(
    '/enrollments/library/:courseId',
    {
      schema: {
        tags,
        summary: 'Set the Library’s favourite, downloaded or removed flag of one of the user’s courses',
        params: CourseParamsSchema,
        body: LibraryBodySchema,
        response: { 200: EnrolledCourseSchema },
      },
    },
    async (request) => updateLibraryFlags(app.deps, request.caller.id, request.params.courseId, request.body),
  );
};

export default enrollmentsRoutes;
