// Shared set-up of the course-authoring tests: categories like the seed's, a complete draft to start from,
// and calls made as the wizard makes them.
import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  CourseDraft,
  CourseDraftPayload,
  LessonDraft,
  PublishAnswer,
} from '@portal/shared-api/contract/course-authoring';
import type { Db } from '../../platform/db/client.ts';
import { categories } from '../catalog/tables.ts';
import type { TestSession } from '../../testing/app.ts';

export const PROGRAMMING = 'programming';
export const WEB = 'programming-web-development';
export const PHOTOGRAPHY = 'photography';

/** Programming with two sub categories, and Photography with none (as in the seed). */
export async function seedCategories(db: Db): Promise<void> {
  const [programming] = await db
    .insert(categories)
    .values({ slug: PROGRAMMING, title: 'Programming', position: 0 })
    .returning();
  await db.insert(categories).values([
    { slug: WEB, title: 'Web Development', parentId: programming!.id, position: 0 },
    { slug: 'programming-databases', title: 'Databases', parentId: programming!.id, position: 1 },
    { slug: PHOTOGRAPHY, title: 'Photography', position: 1 },
  ]);
}

export function textLesson(id: string, title: string, order = 0): LessonDraft {
  return {
    Id: id,
    Title: title,
    Description: `About ${title}`,
    Type: 'text',
    Duration: 10,
    Content: `<p>${title} explained.</p>`,
    Resources: [],
    Order: order,
  };
}

export function quizLesson(id: string, title: string, order = 0): LessonDraft {
  return {
    ...textLesson(id, title, order),
    Type: 'quiz',
    Content: '',
    Duration: 5,
    Questions: [{ Prompt: 'Which hook keeps state?', Options: ['useState', 'useRef'], CorrectOptions: [0] }],
  };
}

/** A draft that publishes as it is: free, in Programming / Web Development, one section of two lessons. */
export function completeDraft(overrides: Partial<CourseDraftPayload> = {}): CourseDraftPayload {
  return {
    Title: 'Testing Web Apps in Practice',
    Description: '<p>Write tests that catch real bugs.</p>',
    ShortDescription: 'Practical testing for web developers',
    Category: PROGRAMMING,
    SubCategory: WEB,
    Level: 'beginner',
    Language: 'English',
    IsFree: true,
    Price: 0,
    DiscountPrice: 0,
    Tags: ['Testing', 'JavaScript'],
    Requirements: ['Some JavaScript'],
    WhatYouWillLearn: ['Write useful tests'],
    Sections: [
      {
        Id: 's1',
        Title: 'Getting started',
        Description: '',
        Order: 0,
        Lessons: [textLesson('l1', 'Why test'), quizLesson('l2', 'Check yourself', 1)],
      },
    ],
    CoverMediaId: null,
    Step: 3,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The authoring API as one caller sees it. */
export function authoringClient(app: FastifyInstance, session: TestSession) {
  const call = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async <T>(method: Method, url: string, payload?: object, status = 200): Promise<T> => {
    const res = await call(method, url, payload);
    assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
    return res.json<T>();
  };
  return {
    call,
    create: (payload: CourseDraftPayload) => ok<CourseDraft>('POST', '/course-drafts', payload, 201),
    save: (id: string, payload: CourseDraftPayload) =>
      ok<CourseDraft>('PUT', `/course-drafts/${id}`, payload),
    read: (id: string) => ok<CourseDraft>('GET', `/course-drafts/${id}`),
    publish: (id: string) => ok<PublishAnswer>('POST', `/course-drafts/${id}/publish`),
    /** The message a refused publish answers with. */
    publishError: async (id: string) => {
      const res = await call('POST', `/course-drafts/${id}/publish`);
      assert.equal(res.statusCode, 400, res.body);
      return res.json<{ message: string }>().message;
    },
    edit: (id: string) => ok<CourseDraft>('POST', `/instructor/courses/${id}/edit`),
    /** Creates and publishes a draft in one go. */
    createPublished: async (payload: CourseDraftPayload) => {
      const draft = await ok<CourseDraft>('POST', '/course-drafts', payload, 201);
      return ok<PublishAnswer>('POST', `/course-drafts/${draft.Id}/publish`);
    },
  };
}
