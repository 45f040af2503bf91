// The publish wizard's drafts and the instructor's courses (docs/product/course-authoring.md#publish-wizard;
// issue 15). Instructors and administrators only; a draft is its author's alone (anyone else's is a 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, NoContentSchema } from '@portal/shared-api/schemas/common';
import {
  ArchiveCourseBodySchema,
  CourseDraftPayloadSchema,
  CourseDraftSchema,
  InstructorCourseListSchema,
  InstructorCourseSchema,
  PublishAnswerSchema,
  WizardOptionsSchema,
} from '@portal/shared-api/schemas/course-authoring';
import { duplicateCourse, openForEdit } from './draft-from-course.ts';
import { createDraft, readDraft, saveDraft, wizardOptions } from './drafts.ts';
import { archiveCourse, deleteDraft, listInstructorCourses } from './instructor-courses.ts';
import { publishDraft } from './publish.ts';

const tags = ['course-authoring'];
const config = { access: 'instructor' as const };

const courseAuthoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/course-drafts/options',
    {
      config,
      schema: {
        tags,
        summary: 'Categories with their sub categories, languages and tag suggestions for the wizard',
        response: { 200: WizardOptionsSchema },
      },
    },
    async () => wizardOptions(app.deps),
  );

  app.post(
    '/course-drafts',
    {
      config,
      schema: {
        tags,
        summary: 'Start a draft owned by the caller',
        body: CourseDraftPayloadSchema,
        response: { 201: CourseDraftSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDraft(app.deps, request.caller.id, request.body)),
  );

  app.get(
    '/course-drafts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One of the caller’s drafts (404 for anyone else’s)',
        params: IdParamsSchema,
        response: { 200: CourseDraftSchema },
      },
    },
    async (request) => readDraft(app.deps, request.caller.id, request.params.id),
  );

  app.put(
    '/course-drafts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save Draft and autosave: keeps whatever is there, HTML sanitised, files checked',
        params: IdParamsSchema,
        body: CourseDraftPayloadSchema,
        response: { 200: CourseDraftSchema },
      },
    },
    async (request) => saveDraft(app.deps, request.caller.id, request.params.id, request.body),
  );

  app.post(
    '/course-drafts/:id/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Check the draft and publish it into the catalogue (a republish keeps learners’ progress)',
        params: IdParamsSchema,
        response: { 200: PublishAnswerSchema },
      },
    },
    async (request) => publishDraft(app.deps, request.caller.id, request.params.id),
  );

  app.get(
    '/instructor/courses',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s courses and unpublished drafts, newest change first, with totals',
        response: { 200: InstructorCourseListSchema },
      },
    },
    async (request) => listInstructorCourses(app.deps, request.caller.id),
  );

  app.post(
    '/instructor/courses/:id/edit',
    {
      config,
      schema: {
        tags,
        summary: 'The draft to edit a course or draft in (built from the course when it has none)',
        params: IdParamsSchema,
        response: { 200: CourseDraftSchema },
      },
    },
    async (request) => openForEdit(app.deps, request.caller.id, request.params.id),
  );

  app.post(
    '/instructor/courses/:id/duplicate',
    {
      config,
      schema: {
        tags,
        summary: 'A new unpublished draft copied from a course or draft, titled “… (copy)”',
        params: IdParamsSchema,
        response: { 201: CourseDraftSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateCourse(app.deps, request.caller.id, request.params.id)),
  );

  app.put(
    '/instructor/courses/:id/archive',
    {
      config,
      schema: {
        tags,
        summary:
          'Take a course out of the catalogue or bring it back (archived courses close to learners as well)',
        params: IdParamsSchema,
        body: ArchiveCourseBodySchema,
        response: { 200: InstructorCourseSchema },
      },
    },
    async (request) => archiveCourse(app.deps, request.caller, request.params.id, request.body.archived),
  );

  app.delete(
    '/instructor/courses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a draft never published (409 for a course: archive it instead)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteDraft(app.deps, request.caller.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default courseAuthoringRoutes;
