import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  REVIEW_TEXTS,
  type Review,
  type ReviewList,
  type SelectableCourseList,
} from '@portal/shared-api/contract/reviews';
import { courses } from '../catalog/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { createCourse, lessonSections, type TestCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

type Person = SignedInUser;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('reviews: written about enrolled courses, pending until an administrator approves them', () => {
  let app: FastifyInstance;
  let me: Person;
  let other: Person;
  let admin: Person;
  let teacher: TestUser;
  let stranger: TestUser;
  let js: TestCourse;
  let css: TestCourse;
  let notMine: TestCourse;

  const person = (role: 'user' | 'administrator' = 'user') => signedInUser(app, { role });
  const call = (who: Person, method: Method, url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: who.session.headers, ...(payload ? { payload } : {}) });
  const write = (who: Person, course: { id: string }, body: object = {}) =>
    call(who, 'POST', '/ratings', {
      EntityType: 'course',
      EntityId: course.id,
      Score: 4,
      Title: 'Good course',
      Review: 'I learned a lot.',
      ...body,
    });
  const rating = async (course: { id: string }) => {
    const [row] = await app.db
      .select({ avg: courses.ratingAvg, n: courses.ratingCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    return row!;
  };

  before(async () => {
    app = await createTestApp();
    teacher = await createUser(app.db, { role: 'instructor', firstname: 'Sarah', lastname: 'Johnson' });
    stranger = await createUser(app.db, { role: 'instructor' });
    js = await createCourse(app.db, {
      instructorId: teacher.id,
      title: 'JavaScript',
      sections: lessonSections(1),
    });
    css = await createCourse(app.db, { instructorId: teacher.id, title: 'CSS', sections: lessonSections(1) });
    notMine = await createCourse(app.db, { instructorId: stranger.id, sections: lessonSections(1) });
    me = await person();
    other = await person();
    admin = await person('administrator');
    for (const course of [js, css]) await createEnrollment(app.db, me.user, course);
    await createEnrollment(app.db, other.user, js);
  });
  after(() => app.close());

  it('writes a review of an enrolled course: trimmed, pending, verified, and not yet in the course’s rating', async () => {
    const res = await write(me, js, { Title: '  Clear and practical  ', Review: ' Loved it. ', Score: 5 });
    assert.equal(res.statusCode, 201, res.body);
    const review = res.json<Review>();
    assert.equal(review.Title, 'Clear and practical');
    assert.equal(review.Review, 'Loved it.');
    assert.equal(review.Status, 'pending');
    assert.equal(review.IsApproved, false);
    assert.equal(review.IsVerified, true);
    assert.equal(review.UserId, me.user.id);
    assert.deepEqual(review.Entity, { Title: 'JavaScript', Url: `/courses/${js.slug}`, Image: null });
    assert.deepEqual(await rating(js), { avg: 0, n: 0 });
    const one = await call(me, 'GET', `/ratings/${review.Id}`);
    assert.equal(one.json<Review>().Slug, review.Slug);
  });

  it('refuses a course the learner is not in, a second review of a course, and a body that sets the status', async () => {
    const outside = await write(me, notMine);
    assert.equal(outside.statusCode, 403);
    assert.equal(outside.json().message, REVIEW_TEXTS.notEnrolled);
    const twice = await write(me, js);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, REVIEW_TEXTS.alreadyReviewed);
    for (const field of [{ IsApproved: true }, { Status: 'published' }, { HelpfulCount: 9 }]) {
      const res = await write(me, css, field);
      assert.equal(res.statusCode, 400, JSON.stringify(field));
      assert.match(res.json().message, /Unknown field/);
    }
    const forSomeoneElse = await write(me, css, { UserId: other.user.id });
    assert.equal(forSomeoneElse.statusCode, 404);
  });

  it('answers the form’s rules with its messages, in the spec’s order', async () => {
    const cases: [object, string][] = [
      [{ EntityId: ' ', Score: 0, Title: '' }, REVIEW_TEXTS.courseRequired],
      [{ EntityId: ' ', EntityType: 'instructor' }, REVIEW_TEXTS.instructorRequired],
      [{ Title: '   ', Review: '' }, REVIEW_TEXTS.titleRequired],
      [{ Review: '   ' }, REVIEW_TEXTS.reviewRequired],
      [{ Title: 'x'.repeat(101) }, REVIEW_TEXTS.titleTooLong],
      [{ Review: 'x'.repeat(2001) }, REVIEW_TEXTS.reviewTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await write(me, css, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().message, message);
    }
    const noRating = await write(me, css, { Score: 0 });
    assert.equal(noRating.statusCode, 400);
  });

  it('reviews an instructor of an enrolled course, never a stranger or oneself', async () => {
    const res = await write(
      me,
      { id: teacher.id },
      { EntityType: 'instructor', Title: 'Patient teacher', Score: 3 },
    );
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json<Review>().Entity.Title, 'Sarah Johnson');
    const strangerReview = await write(me, { id: stranger.id }, { EntityType: 'instructor' });
    assert.equal(strangerReview.statusCode, 403);
    assert.equal(strangerReview.json().message, REVIEW_TEXTS.notYourInstructor);
    const self = await write(me, { id: me.user.id }, { EntityType: 'instructor' });
    assert.equal(self.statusCode, 403);
  });

  it('lists only the caller’s reviews in the four sorts with their figures, and refuses another userId', async () => {
    await write(other, js, { Score: 2, Title: 'Not for me' });
    const list = async (sortBy: string) =>
      (await call(me, 'GET', `/ratings/user/${me.user.id}?sortBy=${sortBy}&take=50`)).json<ReviewList>();
    const newest = await list('newest');
    assert.deepEqual(
      newest.ratings.map((r) => r.Title),
      ['Patient teacher', 'Clear and practical'],
    );
    assert.deepEqual(
      (await list('oldest')).ratings.map((r) => r.Title),
      ['Clear and practical', 'Patient teacher'],
    );
    assert.deepEqual(
      (await list('highest')).ratings.map((r) => r.Score),
      [5, 3],
    );
    assert.deepEqual(
      (await list('lowest')).ratings.map((r) => r.Score),
      [3, 5],
    );
    assert.deepEqual(newest.stats, {
      Total: 2,
      Published: 0,
      Pending: 2,
      Rejected: 0,
      AverageScore: 4,
      HelpfulVotes: 0,
    });
    assert.equal((await call(me, 'GET', `/ratings/user/${me.user.id}?sortBy=best`)).statusCode, 400);
    assert.equal((await call(me, 'GET', `/ratings/user/${other.user.id}`)).statusCode, 404);
  });

  it('lets only an administrator approve or reject; approval counts in the rating and the author is told', async () => {
    const mine = (await call(me, 'GET', `/ratings/user/${me.user.id}?sortBy=oldest`)).json<ReviewList>();
    const review = mine.ratings[0]!;
    assert.equal((await call(me, 'POST', `/ratings/${review.Slug}/approve`)).statusCode, 403);
    const pending = (await call(admin, 'GET', '/ratings/pending')).json<{ ratings: Review[] }>();
    assert.ok(pending.ratings.some((r) => r.Id === review.Id));
    const approved = await call(admin, 'POST', `/ratings/${review.Slug}/approve`);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json<Review>().Status, 'published');
    assert.deepEqual(await rating(js), { avg: 5, n: 1 });
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    assert.ok(told.some((n) => n.title === 'Your review is published'));

    const theirs = (await call(other, 'GET', `/ratings/user/${other.user.id}`)).json<ReviewList>()
      .ratings[0]!;
    const blank = await call(admin, 'POST', `/ratings/${theirs.Slug}/reject`, { Reason: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, REVIEW_TEXTS.reasonRequired);
    const rejected = await call(admin, 'POST', `/ratings/${theirs.Slug}/reject`, { Reason: 'Off topic' });
    assert.equal(rejected.json<Review>().Status, 'rejected');
    assert.equal(rejected.json<Review>().RejectionReason, 'Off topic');
    assert.deepEqual(await rating(js), { avg: 5, n: 1 });
  });

  it('edits by slug: pending again and out of the rating until approved; the course cannot change', async () => {
    const review = (await call(me, 'GET', `/ratings/user/${me.user.id}?sortBy=oldest`)).json<ReviewList>()
      .ratings[0]!;
    const moved = await call(me, 'PUT', `/ratings/${review.Slug}`, {
      EntityType: 'course',
      EntityId: css.id,
      Score: 4,
      Title: 'x',
      Review: 'y',
    });
    assert.equal(moved.statusCode, 400);
    assert.equal(moved.json().message, REVIEW_TEXTS.subjectFixed);
    const res = await call(me, 'PUT', `/ratings/${review.Slug}`, {
      Score: 3,
      Title: 'Changed my mind',
      Review: 'Good.',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<Review>().Status, 'pending');
    assert.equal(res.json<Review>().Score, 3);
    assert.deepEqual(await rating(js), { avg: 0, n: 0 });
    await call(admin, 'POST', `/ratings/${review.Slug}/approve`);
    assert.deepEqual(await rating(js), { avg: 3, n: 1 });
  });

  it('answers another learner’s review with 404 to read, edit and delete', async () => {
    const theirs = (await call(other, 'GET', `/ratings/user/${other.user.id}`)).json<ReviewList>()
      .ratings[0]!;
    assert.equal((await call(me, 'GET', `/ratings/${theirs.Id}`)).statusCode, 404);
    const edit = await call(me, 'PUT', `/ratings/${theirs.Slug}`, {
      Score: 5,
      Title: 'Mine now',
      Review: 'Hi',
    });
    assert.equal(edit.statusCode, 404);
    assert.equal((await call(me, 'DELETE', `/ratings/${theirs.Slug}`)).statusCode, 404);
    assert.equal((await call(other, 'GET', `/ratings/${theirs.Id}`)).json<Review>().Title, 'Not for me');
  });

  it('lists the enrolled courses to pick from with what was already reviewed, and deletes by slug', async () => {
    const picker = (await call(me, 'GET', '/ratings/courses?take=100&skip=0')).json<SelectableCourseList>();
    assert.equal(picker.countTotal, 2);
    const byTitle = Object.fromEntries(picker.courses.map((c) => [c.Title, c]));
    assert.ok(byTitle.JavaScript!.ReviewSlug);
    assert.equal(byTitle.CSS!.ReviewSlug, null);
    assert.ok(byTitle.CSS!.InstructorReviewSlug);
    assert.deepEqual(byTitle.CSS!.CreatedBy, { Id: teacher.id, Firstname: 'Sarah', Lastname: 'Johnson' });

    const slug = byTitle.JavaScript!.ReviewSlug!;
    assert.equal((await call(me, 'DELETE', `/ratings/${slug}`)).statusCode, 204);
    assert.equal((await call(me, 'GET', `/ratings/${slug}`)).statusCode, 404);
    assert.deepEqual(await rating(js), { avg: 0, n: 0 });
    assert.equal((await write(me, js)).statusCode, 201, 'a deleted review can be written again');
  });

  it('names the course each review is about, a lesson’s course included, and none for an instructor', async () => {
    const lesson = css.lessons[0]!;
    const res = await write(me, lesson, { EntityType: 'content', Title: 'Flexbox lesson' });
    assert.equal(res.statusCode, 201, res.body);
    const list = (await call(me, 'GET', `/ratings/user/${me.user.id}`)).json<ReviewList>();
    assert.deepEqual(
      list.ratings.map((review) => [review.Title, review.Course]),
      [
        ['Flexbox lesson', { Id: css.id, Title: 'CSS' }],
        ['Good course', { Id: js.id, Title: 'JavaScript' }],
        ['Patient teacher', null],
      ],
    );
  });
});
