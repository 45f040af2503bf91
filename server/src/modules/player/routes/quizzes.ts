// Quiz lessons (issue 9): attempts marked on the server; passing completes the lesson.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  QuizAttemptBodySchema,
  QuizAttemptResultSchema,
  QuizAttemptSummarySchema,
} from '@portal/shared-api/schemas/player';
import { LessonParamsSchema } from '@portal/shared-api/schemas/player';
import { listAttempts, submitAttempt } from '../quiz-attempts.ts';

const tags = ['quizzes'];

const quizRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/quizzes/:lessonId/attempts',
    {
      schema: {
        tags,
        summary: 'The caller’s attempts at a quiz lesson, newest first',
        params: LessonParamsSchema,
        response: { 200: Type.Array(QuizAttemptSummarySchema) },
      },
    },
    async (request) => listAttempts(app.deps, request.caller, request.params.lessonId),
  );
  app.post(
    '/quizzes/:lessonId/attempts',
    {
      schema: {
        tags,
        summary: 'Submit answers: the score, the right answers, and the lesson completed at the pass mark',
        params: LessonParamsSchema,
        body: QuizAttemptBodySchema,
        response: { 201: QuizAttemptResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitAttempt(app.deps, request.caller, request.params.lessonId, request.body)),
  );
};

export default quizRoutes;
