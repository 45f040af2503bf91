// Course drafts and the instructor's courses (issue 15): who may do what, saving partial drafts, files,
// edit, duplicate, archive, delete and the list with its revenue.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  COURSE_LANGUAGES,
  WIZARD_TEXTS,
  emptyCourseDraft,
  type CourseDraft,
  type InstructorCourse,
  type InstructorCourseList,
  type WizardOptions,
} from '@portal/shared-api/contract/course-authoring';
import { AUTH_TEXTS } from '@portal/shared-api/contract/auth';
import { createCourse, lessonSections } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createMedia } from '../medias/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import {
  PHOTOGRAPHY,
  PROGRAMMING,
  WEB,
  authoringClient,
  completeDraft,
  seedCategories,
  textLesson,
} from './test-kit.ts';
import { createTestApp, signIn, signedInUser, type TestSession } from '../../testing/app.ts';

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('course drafts and the instructor’s courses', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let author: ReturnType<typeof authoringClient>;
  let rival: ReturnType<typeof authoringClient>;
  let student: TestSession;
  let admin: TestSession;

  before(async () => {
    app = await createTestApp();
    await seedCategories(app.db);
    instructor = await createUser(app.db, { role: 'instructor' });
    author = authoringClient(app, await signIn(app, instructor.email, instructor.password));
    rival = authoringClient(app, (await signedInUser(app, { role: 'instructor' })).session);
    student = (await signedInUser(app)).session;
    admin = (await signedInUser(app, { role: 'administrator' })).session;
  });
  after(() => app.close());

  it('refuses a student with 403 on every authoring endpoint', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/course-drafts/options'],
      ['POST', '/api/course-drafts', emptyCourseDraft()],
      ['GET', `/api/course-drafts/${NO_ID}`],
      ['PUT', `/api/course-drafts/${NO_ID}`, emptyCourseDraft()],
      ['POST', `/api/course-drafts/${NO_ID}/publish`],
      ['GET', '/api/instructor/courses'],
      ['POST', `/api/instructor/courses/${NO_ID}/edit`],
      ['POST', `/api/instructor/courses/${NO_ID}/duplicate`],
      ['PUT', `/api/instructor/courses/${NO_ID}/archive`, { archived: true }],
      ['DELETE', `/api/instructor/courses/${NO_ID}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: student.headers,
        ...(payload ? { payload } : {}),
      });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().message, AUTH_TEXTS.forbidden);
    }
  });

  it('offers the seeded top-level categories with their sub categories, the languages and tag ideas', async () => {
    const res = await author.call('GET', '/course-drafts/options');
    assert.equal(res.statusCode, 200);
    const options = res.json<WizardOptions>();
    assert.deepEqual(
      options.categories.map((c) => [c.Slug, c.SubCategories.map((s) => s.Slug)]),
      [
        [PROGRAMMING, [WEB, 'programming-databases']],
        [PHOTOGRAPHY, []],
      ],
    );
    assert.deepEqual(options.languages, [...COURSE_LANGUAGES]);
    assert.ok(options.tagSuggestions.includes('React'));
  });

  it('saves a partial draft and gives it back after a reload, with its HTML cleaned and its step kept', async () => {
    const created = await author.create({ ...emptyCourseDraft(), Title: 'Half' });
    assert.equal(created.IsPublished, false);
    assert.equal(created.CourseId, null);
    const saved = await author.save(created.Id, {
      ...emptyCourseDraft(),
      Title: 'Half done',
      Description: '<p>Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      Sections: [
        {
          Id: 'a',
          Title: '',
          Description: '',
          Order: 0,
          Lessons: [{ ...textLesson('b', ''), Content: '<p onclick="x()">Body</p><img src=x onerror=y>' }],
        },
      ],
      Step: 1,
    });
    assert.equal(saved.Step, 1);
    const reloaded = await author.read(created.Id);
    assert.equal(reloaded.Data.Title, 'Half done');
    assert.equal(reloaded.Step, 1);
    assert.equal(reloaded.Data.Step, 1);
    assert.doesNotMatch(reloaded.Data.Description, /script|javascript/);
    assert.match(reloaded.Data.Description, /Hello/);
    assert.equal(reloaded.Data.Sections[0]!.Lessons[0]!.Content, '<p>Body</p>');
    assert.deepEqual(Object.keys(reloaded.Data).sort(), Object.keys(saved.Data).sort());
  });

  it('refuses unknown fields with 400, at the top and inside a lesson', async () => {
    const top = await author.call('POST', '/course-drafts', { ...emptyCourseDraft(), IsPublished: true });
    assert.equal(top.statusCode, 400);
    const draft = await author.create(emptyCourseDraft());
    const nested = await author.call('PUT', `/course-drafts/${draft.Id}`, {
      ...completeDraft(),
      Sections: [
        { ...completeDraft().Sections[0]!, Lessons: [{ ...textLesson('x', 'X'), CourseId: NO_ID }] },
      ],
    });
    assert.equal(nested.statusCode, 400);
  });

  it('accepts only the caller’s own uploads, an image as cover and a video in a lesson', async () => {
    const draft = await author.create(emptyCourseDraft());
    const mineImage = await createMedia(app.db, { ownerId: instructor.id, extension: 'image/png' });
    const mineVideo = await createMedia(app.db, { ownerId: instructor.id, extension: 'video/mp4' });
    const someoneElse = await createUser(app.db);
    const theirVideo = await createMedia(app.db, { ownerId: someoneElse.id, extension: 'video/mp4' });
    const withVideo = (MediaId: string) =>
      completeDraft({
        Sections: [
          {
            Id: 's',
            Title: 'S',
            Description: '',
            Order: 0,
            Lessons: [{ ...textLesson('v', 'Clip'), Type: 'video', MediaId }],
          },
        ],
      });
    const refused = async (payload: object) => {
      const res = await author.call('PUT', `/course-drafts/${draft.Id}`, payload);
      assert.equal(res.statusCode, 400, res.body);
      return res.json<{ message: string }>().message;
    };
    assert.match(
      await refused(withVideo(theirVideo.id)),
      /video of lesson “Clip” must be a video you uploaded/,
    );
    assert.match(await refused(withVideo(mineImage.id)), /must be a video you uploaded/);
    assert.match(await refused(completeDraft({ CoverMediaId: mineVideo.id })), /cover must be an image/);
    const saved = await author.save(draft.Id, { ...withVideo(mineVideo.id), CoverMediaId: mineImage.id });
    assert.equal(saved.Cover?.url, mineImage.url);
    assert.deepEqual(
      saved.Media.map((m) => [m.Id, m.url]),
      [[mineVideo.id, mineVideo.url]],
    );
  });

  it('answers 404 to another instructor for every action on a draft or course that is not theirs', async () => {
    const draft = await author.create(completeDraft());
    const published = await author.createPublished(completeDraft({ Title: 'Mine alone' }));
    const courseId = published.draft.CourseId!;
    for (const id of [draft.Id, courseId]) {
      for (const [method, url, payload] of [
        ['GET', `/course-drafts/${id}`],
        ['PUT', `/course-drafts/${id}`, completeDraft()],
        ['POST', `/course-drafts/${id}/publish`],
        ['POST', `/instructor/courses/${id}/edit`],
        ['POST', `/instructor/courses/${id}/duplicate`],
        ['PUT', `/instructor/courses/${id}/archive`, { archived: true }],
        ['DELETE', `/instructor/courses/${id}`],
      ] as const) {
        const res = await rival.call(method, url, payload);
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.equal(res.json().message, WIZARD_TEXTS.notFound);
      }
    }
    assert.equal((await author.read(draft.Id)).Data.Title, completeDraft().Title);
    const list = (await rival.call('GET', '/instructor/courses')).json<InstructorCourseList>();
    assert.equal(list.courses.length, 0);
  });

  it('deletes a draft never published, and refuses with 409 to delete a published course', async () => {
    const draft = await author.create(emptyCourseDraft());
    assert.equal((await author.call('DELETE', `/instructor/courses/${draft.Id}`)).statusCode, 204);
    assert.equal((await author.call('GET', `/course-drafts/${draft.Id}`)).statusCode, 404);
    const published = await author.createPublished(completeDraft({ Title: 'Here to stay' }));
    for (const id of [published.draft.Id, published.draft.CourseId!]) {
      const res = await author.call('DELETE', `/instructor/courses/${id}`);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, WIZARD_TEXTS.notDraft);
    }
  });

  it('duplicates a course into a new unpublished draft titled “(copy)”', async () => {
    const published = await author.createPublished(completeDraft({ Title: 'Original' }));
    const res = await author.call('POST', `/instructor/courses/${published.draft.CourseId}/duplicate`);
    assert.equal(res.statusCode, 201);
    const copy = res.json<CourseDraft>();
    assert.equal(copy.Data.Title, 'Original (copy)');
    assert.equal(copy.IsPublished, false);
    assert.equal(copy.CourseId, null);
    assert.notEqual(copy.Id, published.draft.Id);
  });

  it('opens a course without a draft for editing with its sections and lessons', async () => {
    const course = await createCourse(app.db, {
      instructorId: instructor.id,
      title: 'Seeded style',
      level: 'advanced',
      priceCents: 2900,
      sections: lessonSections(2, 1),
    });
    const draft = await author.edit(course.id);
    assert.equal(draft.CourseId, course.id);
    assert.equal(draft.IsPublished, true);
    assert.equal(draft.HasUnpublishedChanges, false);
    assert.equal(draft.Data.Title, 'Seeded style');
    assert.equal(draft.Data.Price, 29);
    assert.equal(draft.Data.IsFree, false);
    assert.deepEqual(
      draft.Data.Sections.map((s) => s.Lessons.map((l) => l.Title)),
      [['Lesson 1.1', 'Lesson 1.2'], ['Lesson 2.1']],
    );
    assert.equal((await author.edit(course.id)).Id, draft.Id, 'the same draft opens again');
    assert.equal((await author.edit(draft.Id)).Id, draft.Id, 'by its draft id too');
  });

  it('lists the instructor’s courses and drafts with learners, revenue from paid orders only, and totals', async () => {
    const fresh = await signedInUser(app, { role: 'instructor' });
    const mine = authoringClient(app, fresh.session);
    const draft = await mine.create({ ...emptyCourseDraft(), Title: 'Still writing' });
    const paid = await mine.createPublished(
      completeDraft({ Title: 'Paid course', IsFree: false, Price: 40 }),
    );
    const buyer = await createUser(app.db);
    const priced = { id: paid.draft.CourseId!, title: 'Paid course', priceCents: 4000 };
    await createOrder(app.db, buyer, { courses: [priced] });
    await createOrder(app.db, buyer, { courses: [priced], status: 'pending' });
    await createOrder(app.db, buyer, { courses: [priced], status: 'failed' });
    // An edit after publishing shows as unpublished changes.
    await mine.save(paid.draft.Id, completeDraft({ Title: 'Paid course, better', IsFree: false, Price: 40 }));

    const list = (await mine.call('GET', '/instructor/courses')).json<InstructorCourseList>();
    const [newest, older] = list.courses;
    assert.equal(newest!.CourseId, paid.draft.CourseId);
    assert.equal(newest!.Status, 'published');
    assert.equal(newest!.HasUnpublishedChanges, true);
    assert.equal(newest!.RevenueCents, 4000);
    assert.equal(newest!.PriceCents, 4000);
    assert.equal(newest!.Sections, 1);
    assert.equal(newest!.Lessons, 2);
    assert.equal(older!.DraftId, draft.Id);
    assert.equal(older!.Status, 'draft');
    assert.equal(older!.Title, 'Still writing');
    assert.deepEqual(list.totals, { Courses: 2, Published: 1, Students: 0, RevenueCents: 4000 });
  });

  it('archives a course (an administrator may too) and brings it back', async () => {
    const published = await author.createPublished(completeDraft({ Title: 'Seasonal' }));
    const res = await author.call('PUT', `/instructor/courses/${published.draft.Id}/archive`, {
      archived: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<InstructorCourse>().Status, 'archived');
    const back = await app.inject({
      method: 'PUT',
      url: `/api/instructor/courses/${published.draft.CourseId}/archive`,
      headers: admin.headers,
      payload: { archived: false },
    });
    assert.equal(back.json<InstructorCourse>().Status, 'published');
    const draftOnly = await author.create(emptyCourseDraft());
    const refused = await author.call('PUT', `/instructor/courses/${draftOnly.Id}/archive`, {
      archived: true,
    });
    assert.equal(refused.statusCode, 409);
  });
});
