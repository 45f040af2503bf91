import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CatalogFacets, CatalogPage, CourseDetail } from '@portal/shared-api/contract/catalog';
import { createCourse, lessonSections, rateCourse, type TestCourse } from './factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createUser } from '../users/factory.ts';
import { createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('catalogue API', () => {
  let app: FastifyInstance;
  let buyer: TestSession;
  let typescript: TestCourse;
  let photo: TestCourse;
  let free: TestCourse;
  let hidden: TestCourse;

  const search = async (query: string, session?: TestSession) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/courses?${query}`,
      headers: session?.headers ?? {},
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<CatalogPage>();
  };
  const titles = (page: CatalogPage) => page.courses.map((c) => c.Title);

  before(async () => {
    app = await createTestApp();
    const sarah = await createUser(app.db, { role: 'instructor', firstname: 'Sarah', lastname: 'Chen' });
    const marco = await createUser(app.db, { role: 'instructor', firstname: 'Marco', lastname: 'Rossi' });
    const raters = await Promise.all([1, 2, 3].map(() => createUser(app.db)));
    const user = await createUser(app.db);
    typescript = await createCourse(app.db, {
      instructorId: sarah.id,
      title: 'Introduction to TypeScript',
      shortDescription: 'Types, generics and narrowing for JavaScript developers.',
      keywords: ['TypeScript', 'JavaScript'],
      level: 'intermediate',
      priceCents: 5999,
      originalPriceCents: 8999,
      saleEndsAt: new Date(Date.now() + 86_400_000),
      durationMinutes: 400,
      sections: lessonSections(2, 1),
    });
    photo = await createCourse(app.db, {
      instructorId: marco.id,
      title: 'Photography: Light and Composition',
      shortDescription: 'Use natural light and composition rules.',
      keywords: ['Camera'],
      level: 'beginner',
      priceCents: 2499,
      language: 'Spanish',
      durationMinutes: 90,
    });
    free = await createCourse(app.db, {
      instructorId: sarah.id,
      title: 'Desk Yoga',
      level: 'advanced',
      priceCents: 0,
      durationMinutes: 60,
      // An expired sale is no sale.
      originalPriceCents: 1000,
      saleEndsAt: new Date(Date.now() - 86_400_000),
    });
    hidden = await createCourse(app.db, {
      instructorId: sarah.id,
      title: 'TypeScript Drafts',
      published: false,
    });
    await createCourse(app.db, { instructorId: sarah.id, title: 'TypeScript Archive', archived: true });
    await rateCourse(
      app.db,
      typescript,
      raters.map((u) => ({ user: u, rating: 5 })),
    );
    await rateCourse(app.db, photo, [{ user: raters[0]!, rating: 3 }]);
    await createOrder(app.db, raters[0]!, { courses: [photo] });
    await createEnrollment(app.db, raters[0]!, photo);
    buyer = await signIn(app, user.email, user.password);
  });
  after(async () => {
    await app.close();
  });

  it('lists only published, non-archived courses to a signed-out visitor, most popular first', async () => {
    const page = await search('');
    assert.equal(page.total, 3);
    assert.deepEqual(titles(page).sort(), [
      'Desk Yoga',
      'Introduction to TypeScript',
      'Photography: Light and Composition',
    ]);
    assert.equal(page.courses[0]!.Title, 'Photography: Light and Composition', 'one student beats none');
  });

  it('finds courses by stemmed words, prefixes, typos and the instructor’s name', async () => {
    assert.deepEqual(titles(await search('q=generic')), ['Introduction to TypeScript']);
    assert.deepEqual(titles(await search('q=typesc')), ['Introduction to TypeScript'], 'a prefix');
    assert.deepEqual(titles(await search('q=typscript')), ['Introduction to TypeScript'], 'a typo');
    assert.deepEqual(titles(await search('q=photgraphy')), ['Photography: Light and Composition']);
    assert.deepEqual(titles(await search('q=rossi')), ['Photography: Light and Composition'], 'instructor');
    assert.deepEqual(titles(await search('q=camera')), ['Photography: Light and Composition'], 'a tag');
    assert.equal((await search('q=zzzqqq')).total, 0);
    assert.equal(
      (await search('q=%22%27%3B--')).total,
      3,
      'punctuation alone is no search, and breaks nothing',
    );
    assert.deepEqual(titles(await search('q=%22typescript%22%20-drafts')), ['Introduction to TypeScript']);
  });

  it('filters by level, price band, sale, rating, duration and language', async () => {
    assert.deepEqual(titles(await search('level=beginner')), ['Photography: Light and Composition']);
    assert.deepEqual(titles(await search('price=free')), ['Desk Yoga']);
    assert.deepEqual(titles(await search('price=under-30')), ['Photography: Light and Composition']);
    assert.deepEqual(titles(await search('price=over-50')), ['Introduction to TypeScript']);
    assert.deepEqual(titles(await search('price=on-sale')), ['Introduction to TypeScript']);
    assert.deepEqual(titles(await search('rating=4.5')), ['Introduction to TypeScript']);
    assert.deepEqual(titles(await search('duration=long')), ['Introduction to TypeScript']);
    assert.deepEqual(titles(await search('language=spanish')), ['Photography: Light and Composition']);
  });

  it('sorts by price both ways and by rating, and pages with the total', async () => {
    assert.deepEqual(titles(await search('sort=price-asc')), [
      'Desk Yoga',
      'Photography: Light and Composition',
      'Introduction to TypeScript',
    ]);
    assert.equal((await search('sort=price-desc')).courses[0]!.Title, 'Introduction to TypeScript');
    assert.equal((await search('sort=rating')).courses[0]!.Title, 'Introduction to TypeScript');
    const second = await search('sort=price-asc&limit=2&page=2');
    assert.deepEqual(titles(second), ['Introduction to TypeScript']);
    assert.equal(second.total, 3);
    const beyond = await search('limit=2&page=5');
    assert.deepEqual(beyond.courses, []);
    assert.equal(beyond.total, 3, 'the total is known past the last page too');
  });

  it('shows the sale price with the original struck through only while the sale runs', async () => {
    const page = await search('sort=price-asc');
    const ts = page.courses.find((c) => c.Id === typescript.id)!;
    assert.equal(ts.OnSale, true);
    assert.equal(ts.OriginalPrice, 8999);
    assert.equal(ts.Rating, 5);
    assert.equal(ts.RatingCount, 3);
    const yoga = page.courses.find((c) => c.Id === free.id)!;
    assert.equal(yoga.OnSale, false);
    assert.equal(yoga.OriginalPrice, null);
  });

  it('refuses an unknown sort or filter with a 400, not a 500', async () => {
    for (const query of ['sort=cheapest', 'price=cheap', 'level=expert', 'limit=0', 'page=-1', 'foo=bar']) {
      const res = await app.inject({ method: 'GET', url: `/api/courses?${query}` });
      assert.equal(res.statusCode, 400, query);
    }
  });

  it('offers the facets with their counts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/catalog/facets' });
    assert.equal(res.statusCode, 200);
    const facets = res.json<CatalogFacets>();
    assert.deepEqual(
      facets.languages.map((l) => [l.Value, l.Count]),
      [
        ['English', 2],
        ['Spanish', 1],
      ],
    );
    assert.deepEqual(
      facets.levels.map((l) => l.Value),
      ['beginner', 'intermediate', 'advanced'],
    );
  });

  it('shows a course page to anyone, with its outline, rating breakdown and no viewer state', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/courses/${typescript.slug}` });
    assert.equal(res.statusCode, 200, res.body);
    const course = res.json<CourseDetail>();
    assert.equal(course.Sections.length, 2);
    assert.equal(course.LessonsCount, 3);
    assert.deepEqual(course.RatingBreakdown, [3, 0, 0, 0, 0]);
    assert.equal(course.Instructor.Firstname, 'Sarah');
    assert.equal(course.Viewer, null);
  });

  it('tells a signed-in visitor what they can do, and a buyer that they have access', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/courses/${photo.slug}`,
      headers: buyer.headers,
    });
    assert.deepEqual(res.json<CourseDetail>().Viewer, {
      HasAccess: false,
      IsEnrolled: false,
      IsOwner: false,
      InCart: false,
      WishlistItemId: null,
      PendingOrderId: null,
    });
  });

  it('answers 404 for unpublished, archived and unknown courses', async () => {
    for (const slug of [hidden.slug, 'course-that-does-not-exist']) {
      const res = await app.inject({ method: 'GET', url: `/api/courses/${slug}` });
      assert.equal(res.statusCode, 404);
    }
  });
});
