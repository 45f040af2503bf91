// Publishing a draft into the catalogue (issue 15): the wizard's rules in order, a course students find,
// enrol in and follow in the player, media they can stream, republishing without losing their progress.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CatalogPage, CourseDetail } from '@portal/shared-api/contract/catalog';
import {
  WIZARD_TEXTS,
  emptyCourseDraft,
  type CourseDraftPayload,
  type LessonDraft,
} from '@portal/shared-api/contract/course-authoring';
import type { PlayerCourse } from '@portal/shared-api/contract/player';
import { createOrder } from '../orders/factory.ts';
import { completeLessons } from '../enrollments/factory.ts';
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
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('publishing a course draft', () => {
  let app: FastifyInstance;
  let instructor: TestUser;
  let author: ReturnType<typeof authoringClient>;
  let authorSession: TestSession;
  let learner: TestUser;
  let student: TestSession;
  let stranger: TestSession;

  const get = (session: TestSession, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  const player = async (session: TestSession, slug: string) => {
    const res = await get(session, `/api/player/courses/${slug}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PlayerCourse>();
  };
  const search = async (q: string) =>
    (await get(await anonymous(app), `/api/courses?q=${encodeURIComponent(q)}`)).json<CatalogPage>();
  const enrol = (session: TestSession, courseId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/enrollments/enroll-free',
      headers: session.headers,
      payload: { courseId },
    });

  before(async () => {
    app = await createTestApp();
    await seedCategories(app.db);
    instructor = await createUser(app.db, { role: 'instructor' });
    authorSession = await signIn(app, instructor.email, instructor.password);
    author = authoringClient(app, authorSession);
    learner = await createUser(app.db);
    student = await signIn(app, learner.email, learner.password);
    const outsider = await createUser(app.db);
    stranger = await signIn(app, outsider.email, outsider.password);
  });
  after(() => app.close());

  it('refuses an incomplete draft with the wizard’s messages, in the wizard’s order', async () => {
    const draft = await author.create(emptyCourseDraft());
    const full = completeDraft();
    const steps: [Partial<CourseDraftPayload>, string][] = [
      [{}, WIZARD_TEXTS.titleRequired],
      [{ Title: full.Title }, WIZARD_TEXTS.categoryRequired],
      [{ Category: 'no-such-category' }, WIZARD_TEXTS.categoryRequired],
      [{ Category: PROGRAMMING }, WIZARD_TEXTS.subCategoryRequired],
      [{ SubCategory: WEB }, WIZARD_TEXTS.levelRequired],
      [{ Level: 'beginner' }, WIZARD_TEXTS.languageRequired],
      [{ Language: 'English' }, WIZARD_TEXTS.shortDescriptionRequired],
      [{ ShortDescription: full.ShortDescription, Description: '<p></p>' }, WIZARD_TEXTS.descriptionRequired],
      [{ Description: full.Description }, WIZARD_TEXTS.priceRequired],
      [{ Price: 30, DiscountPrice: 30 }, WIZARD_TEXTS.discountTooHigh],
      [{ DiscountPrice: 0 }, WIZARD_TEXTS.publishIncomplete],
      [{ Sections: [{ ...full.Sections[0]!, Title: ' ' }] }, 'Please enter a title for section 1'],
      [
        {
          Sections: [
            { ...full.Sections[0]!, Lessons: [{ ...textLesson('v', 'Intro clip'), Type: 'video' }] },
          ],
        },
        'Please upload the video of lesson “Intro clip”',
      ],
      [
        { Sections: [{ ...full.Sections[0]!, Lessons: [{ ...textLesson('q', 'Check'), Type: 'quiz' }] }] },
        'Please add at least one question to quiz “Check”',
      ],
      [
        {
          Sections: [
            {
              ...full.Sections[0]!,
              Lessons: [
                {
                  ...textLesson('q', 'Check'),
                  Type: 'quiz',
                  Questions: [{ Prompt: 'Pick', Options: ['a', 'b'], CorrectOptions: [2] }],
                },
              ],
            },
          ],
        },
        'Please mark the correct answer of question 1 of quiz “Check”',
      ],
    ];
    let payload = emptyCourseDraft();
    for (const [change, message] of steps) {
      payload = { ...payload, ...change };
      await author.save(draft.Id, payload);
      assert.equal(await author.publishError(draft.Id), message, JSON.stringify(change));
    }
    // A category without sub categories needs none.
    await author.save(draft.Id, { ...completeDraft(), Category: PHOTOGRAPHY, SubCategory: '' });
    assert.equal((await author.publish(draft.Id)).draft.IsPublished, true);
  });

  it('publishes a course students find, enrol in for free and follow in the player, videos included', async () => {
    const uploadDir = app.deps.config.uploadDir;
    const poster = await createMedia(app.db, { ownerId: instructor.id, extension: 'image/webp', uploadDir });
    const video = await createMedia(app.db, {
      ownerId: instructor.id,
      extension: 'video/mp4',
      durationSeconds: 125,
      posterMediaId: poster.id,
      uploadDir,
    });
    const cover = await createMedia(app.db, { ownerId: instructor.id, extension: 'image/png', uploadDir });
    const clip: LessonDraft = {
      ...textLesson('l0', 'Watch first'),
      Type: 'video',
      Duration: 0,
      MediaId: video.id,
    };
    const base = completeDraft({ Title: 'Kubernetes Field Guide', CoverMediaId: cover.id });
    const answer = await author.createPublished({
      ...base,
      Sections: [
        {
          ...base.Sections[0]!,
          Lessons: [clip, ...base.Sections[0]!.Lessons.map((l) => ({ ...l, Order: l.Order + 1 }))],
        },
      ],
    });
    assert.equal(answer.courseSlug, 'kubernetes-field-guide');
    assert.equal(answer.courseUrl, '/courses/kubernetes-field-guide');
    assert.equal(answer.draft.HasUnpublishedChanges, false);

    const found = await search('kubernetes');
    assert.deepEqual(
      found.courses.map((c) => c.Slug),
      ['kubernetes-field-guide'],
    );
    assert.equal(
      found.courses[0]!.Duration,
      3 + 10 + 5,
      'a video lesson left at 0 minutes counts its 125 s as 3',
    );
    assert.equal(found.courses[0]!.Price, 0);
    assert.equal(found.courses[0]!.CoverImage, cover.url);
    assert.equal((await get(await anonymous(app), cover.url)).statusCode, 200, 'the cover shows to everyone');
    const page = await get(await anonymous(app), '/api/courses/kubernetes-field-guide');
    assert.equal(page.statusCode, 200);
    assert.equal(page.json<CourseDetail>().LessonsCount, 3);

    assert.equal((await enrol(student, answer.draft.CourseId!)).statusCode, 201);
    const course = await player(student, answer.courseSlug);
    const [watch, why, check] = course.sections[0]!.contents;
    assert.deepEqual(
      course.sections[0]!.contents.map((c) => [c.title, c.type]),
      [
        ['Watch first', 'video'],
        ['Why test', 'text'],
        ['Check yourself', 'quiz'],
      ],
    );
    assert.equal(watch!.url, video.url);
    assert.equal(watch!.poster, poster.url);
    assert.equal(why!.html, '<p>Why test explained.</p>');
    assert.deepEqual(
      check!.quiz!.questions.map((q) => [q.prompt, q.kind, q.options]),
      [['Which hook keeps state?', 'single', ['useState', 'useRef']]],
    );
    for (const session of [student, authorSession]) {
      assert.equal((await get(session, video.url)).statusCode, 200);
      assert.equal((await get(session, poster.url)).statusCode, 200);
    }
    assert.equal((await get(stranger, video.url)).statusCode, 404, 'not to someone not enrolled');
  });

  it('republishes an edited course under the same slug, keeping a learner’s completion of a kept lesson', async () => {
    const first = await author.createPublished(completeDraft({ Title: 'Republish Me' }));
    const courseId = first.draft.CourseId!;
    await enrol(student, courseId);
    const before = await player(student, first.courseSlug);
    const kept = before.sections[0]!.contents[0]!;
    await completeLessons(app.db, learner, [kept]);

    const edited = completeDraft({ Title: 'Republished Title' });
    const lessons = edited.Sections[0]!.Lessons;
    edited.Sections = [
      {
        Id: 's0',
        Title: 'New first section',
        Description: '',
        Order: 0,
        Lessons: [textLesson('l9', 'Brand new')],
      },
      // l1 renamed and kept; l2 (the quiz) removed.
      { ...edited.Sections[0]!, Order: 1, Lessons: [{ ...lessons[0]!, Title: 'Why test, revised' }] },
    ];
    await author.save(first.draft.Id, edited);
    assert.equal((await author.read(first.draft.Id)).HasUnpublishedChanges, true);
    const second = await author.publish(first.draft.Id);
    assert.equal(second.courseSlug, first.courseSlug, 'the slug stays');
    assert.equal(second.draft.CourseId, courseId);
    assert.equal(second.draft.HasUnpublishedChanges, false);

    const after = await player(student, first.courseSlug);
    assert.equal(after.title, 'Republished Title');
    assert.deepEqual(
      after.sections.map((s) => s.contents.map((c) => [c.title, c.completed])),
      [[['Brand new', false]], [['Why test, revised', true]]],
    );
    assert.equal(
      after.sections[1]!.contents[0]!.id,
      kept.id,
      'the same lesson row, so its notes and ticks stay',
    );
    assert.deepEqual(
      (await search('republished')).courses.map((c) => c.Slug),
      [first.courseSlug],
    );
  });

  it('gives a taken title the next free slug', async () => {
    const a = await author.createPublished(completeDraft({ Title: 'Same Name' }));
    const b = await author.createPublished(completeDraft({ Title: 'Same Name' }));
    const c = await author.createPublished(completeDraft({ Title: 'Same Name' }));
    assert.deepEqual([a.courseSlug, b.courseSlug, c.courseSlug], ['same-name', 'same-name-2', 'same-name-3']);
  });

  it('prices a paid course from the draft (discount as the price, the full price as original) for buyers only', async () => {
    const answer = await author.createPublished(
      completeDraft({ Title: 'Paid Deep Dive', IsFree: false, Price: 49.99, DiscountPrice: 19.5 }),
    );
    const detail = (
      await get(await anonymous(app), `/api/courses/${answer.courseSlug}`)
    ).json<CourseDetail>();
    assert.equal(detail.Price, 1950);
    assert.equal(detail.OriginalPrice, 4999);
    const buyer = await createUser(app.db);
    const buyerSession = await signIn(app, buyer.email, buyer.password);
    assert.equal((await enrol(buyerSession, answer.draft.CourseId!)).statusCode, 403, 'not free');
    await createOrder(app.db, buyer, {
      courses: [{ id: answer.draft.CourseId!, title: 'Paid Deep Dive', priceCents: 1950 }],
    });
    assert.equal((await enrol(buyerSession, answer.draft.CourseId!)).statusCode, 201);
    assert.equal((await player(buyerSession, answer.courseSlug)).sections[0]!.contents.length, 2);
  });

  it('takes an archived course out of the catalogue, and brings it back', async () => {
    const answer = await author.createPublished(completeDraft({ Title: 'Winter Photography Walks' }));
    const archive = (archived: boolean) =>
      author.call('PUT', `/instructor/courses/${answer.draft.CourseId}/archive`, { archived });
    assert.equal((await archive(true)).statusCode, 200);
    assert.deepEqual((await search('winter photography')).courses, []);
    assert.equal((await get(await anonymous(app), `/api/courses/${answer.courseSlug}`)).statusCode, 404);
    assert.equal((await player(authorSession, answer.courseSlug)).title, 'Winter Photography Walks');
    assert.equal((await archive(false)).statusCode, 200);
    assert.equal((await search('winter photography')).courses.length, 1);
  });
});
