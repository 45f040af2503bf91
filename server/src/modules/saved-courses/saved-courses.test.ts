import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Collection,
  MoveToCartAnswer,
  SavedList,
  SharedList,
  ShareLink,
} from '@portal/shared-api/contract/saved-courses';
import { courses } from '../catalog/tables.ts';
import { notifications } from '../notifications/tables.ts';
import { savedCourses } from './tables.ts';
import { createCourse, type TestCourse } from '../catalog/factory.ts';
import { createOrder } from '../orders/factory.ts';
import { createUser, type TestUser } from '../users/factory.ts';
import { anonymous, createTestApp, signIn, type TestSession } from '../../testing/app.ts';

describe('wishlists API: saved courses, collections, shares, price alerts', () => {
  let app: FastifyInstance;
  let me: TestSession;
  let other: TestSession;
  let student: TestUser;
  let react: TestCourse;
  let node: TestCourse;
  let owned: TestCourse;
  let free: TestCourse;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: TestSession | null = me,
  ) => app.inject({ method, url, headers: as?.headers ?? {}, ...(payload ? { payload } : {}) });
  const save = async (course: TestCourse) =>
    (await call('POST', '/api/wishlists/add', { courseId: course.id })).json<{ Id: string }>().Id;

  before(async () => {
    app = await createTestApp({ publicUrl: 'https://academy.example' });
    const instructor = await createUser(app.db, { role: 'instructor' });
    student = await createUser(app.db, { firstname: 'Alex', lastname: 'Morgan' });
    const stranger = await createUser(app.db);
    react = await createCourse(app.db, { instructorId: instructor.id, title: 'React', priceCents: 8999 });
    node = await createCourse(app.db, { instructorId: instructor.id, title: 'Node', priceCents: 4999 });
    owned = await createCourse(app.db, { instructorId: instructor.id, title: 'Owned', priceCents: 2999 });
    free = await createCourse(app.db, { instructorId: instructor.id, title: 'Free', priceCents: 0 });
    await createOrder(app.db, student, { courses: [owned] });
    me = await signIn(app, student.email, student.password);
    other = await signIn(app, stranger.email, stranger.password);
    for (const course of [react, node, owned, free]) await save(course);
  });
  after(() => app.close());

  it('lists saved courses with card fields, and owned and in-cart flags from the server', async () => {
    await call('POST', '/api/cart/items', { courseId: node.id });
    const { Items, total } = (await call('GET', '/api/wishlists/my')).json<SavedList>();
    assert.equal(total, 4);
    const byTitle = Object.fromEntries(Items.map((i) => [i.Course.Title, i]));
    assert.equal(byTitle.Owned!.IsEnrolled, true);
    assert.equal(byTitle.Node!.IsInCart, true);
    assert.equal(byTitle.React!.Course.Price, 8999);
    assert.equal(byTitle.React!.Course.Category, 'General', 'the default category');
    const page = (await call('GET', '/api/wishlists/lazy/2/2')).json<SavedList>();
    assert.equal(page.Items.length, 2);
    assert.equal(page.total, 4);
  });

  it('moves to the cart what the cart accepts, and keeps owned and free courses saved with the reason', async () => {
    const answer = (await call('POST', '/api/wishlists/move-to-cart', {})).json<MoveToCartAnswer>();
    assert.deepEqual(answer.moved.sort(), [react.id, node.id].sort());
    assert.deepEqual(answer.skipped.map((s) => s.courseId).sort(), [owned.id, free.id].sort());
    const left = (await call('GET', '/api/wishlists/my')).json<SavedList>();
    assert.deepEqual(left.Items.map((i) => i.Course.Title).sort(), ['Free', 'Owned']);
  });

  it('keeps items to their owner: another user’s item is a 404 everywhere', async () => {
    const itemId = (await call('GET', '/api/wishlists/my')).json<SavedList>().Items[0]!.Id;
    assert.equal((await call('DELETE', `/api/wishlists/${itemId}`, undefined, other)).statusCode, 404);
    assert.equal(
      (await call('POST', `/api/wishlists/${itemId}/move-to-cart`, undefined, other)).statusCode,
      404,
    );
    assert.equal(
      (await call('PUT', `/api/wishlists/${itemId}/price-alert`, { enabled: true }, other)).statusCode,
      404,
    );
    assert.equal((await call('GET', '/api/wishlists/my', undefined, other)).json<SavedList>().total, 0);
  });

  it('stores price alerts, and a price drop on a watched course notifies its watcher once', async () => {
    const itemId = await save(react);
    const res = await call('PUT', `/api/wishlists/${itemId}/price-alert`, { enabled: true });
    assert.deepEqual(res.json(), { Id: itemId, PriceAlert: true });
    await app.db.update(courses).set({ priceCents: 5999 }).where(eq(courses.id, react.id));
    await app.db.update(courses).set({ priceCents: 7999 }).where(eq(courses.id, react.id)); // a rise says nothing
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.courseId, react.id)));
    assert.equal(notes.length, 1);
    assert.equal(notes[0]!.message, 'React is now $59.99 (was $89.99).');
    const [row] = await app.db.select().from(savedCourses).where(eq(savedCourses.id, itemId));
    assert.equal(row!.priceAlert, true);
  });

  it('keeps collections on the server: create, rename, add and remove courses, delete, each the owner’s only', async () => {
    const created = await call('POST', '/api/wishlists/collections', {
      name: '  Frontend path ',
      description: 'For later',
    });
    assert.equal(created.statusCode, 201, created.body);
    const collection = created.json<Collection>();
    assert.equal(collection.Username, 'Frontend path');
    assert.equal((await call('POST', '/api/wishlists/collections', { name: '   ' })).statusCode, 400);
    const added = (
      await call('POST', `/api/wishlists/collections/${collection.Id}/courses`, { courseId: react.id })
    ).json<Collection>();
    assert.deepEqual(added.CourseIds, [react.id]);
    const saved = (await call('GET', '/api/wishlists/my'))
      .json<SavedList>()
      .Items.find((i) => i.Course.Id === react.id)!;
    assert.deepEqual(saved.CollectionIds, [collection.Id]);
    const renamed = (
      await call('PUT', `/api/wishlists/collections/${collection.Id}`, { name: 'Frontend' })
    ).json<Collection>();
    assert.equal(renamed.Username, 'Frontend');
    assert.equal(
      (await call('PUT', `/api/wishlists/collections/${collection.Id}`, { name: 'Theirs' }, other))
        .statusCode,
      404,
    );
    const removed = (
      await call('DELETE', `/api/wishlists/collections/${collection.Id}/courses/${react.id}`)
    ).json<Collection>();
    assert.deepEqual(removed.CourseIds, []);
    assert.equal((await call('DELETE', `/api/wishlists/collections/${collection.Id}`)).statusCode, 204);
    assert.equal(
      (await call('GET', '/api/wishlists/collections')).json<{ collections: Collection[] }>().collections
        .length,
      0,
    );
  });

  it('shares the list and a public collection read-only behind an unguessable token, until revoked', async () => {
    const link = (await call('POST', '/api/wishlists/share')).json<ShareLink>();
    assert.match(link.token, /^[\w-]{24}$/);
    assert.equal(link.url, `https://academy.example/wishlist/shared/${link.token}`);
    const anon = await anonymous(app);
    const shared = (
      await call('GET', `/api/wishlists/shared/${link.token}`, undefined, anon)
    ).json<SharedList>();
    assert.equal(shared.Owner, 'Alex Morgan');
    assert.ok(shared.Courses.some((c) => c.Title === 'React'));
    assert.equal((await call('DELETE', '/api/wishlists/share')).statusCode, 204);
    assert.equal((await call('GET', `/api/wishlists/shared/${link.token}`, undefined, anon)).statusCode, 404);

    const privateOne = (
      await call('POST', '/api/wishlists/collections', { name: 'Mine' })
    ).json<Collection>();
    assert.equal((await call('POST', `/api/wishlists/collections/${privateOne.Id}/share`)).statusCode, 409);
    const pub = (
      await call('POST', '/api/wishlists/collections', { name: 'Weekend', isPublic: true })
    ).json<Collection>();
    await call('POST', `/api/wishlists/collections/${pub.Id}/courses`, { courseId: node.id });
    const collectionLink = (
      await call('POST', `/api/wishlists/collections/${pub.Id}/share`)
    ).json<ShareLink>();
    const read = (
      await call('GET', `/api/wishlists/shared/${collectionLink.token}`, undefined, anon)
    ).json<SharedList>();
    assert.equal(read.Title, 'Weekend');
    assert.deepEqual(
      read.Courses.map((c) => c.Title),
      ['Node'],
    );
    await call('PUT', `/api/wishlists/collections/${pub.Id}`, { isPublic: false });
    assert.equal(
      (await call('GET', `/api/wishlists/shared/${collectionLink.token}`, undefined, anon)).statusCode,
      404,
      'private again: unshared',
    );
  });

  it('clears the list', async () => {
    const res = await call('DELETE', '/api/wishlists/clear');
    assert.ok(res.json<{ removed: number }>().removed > 0);
    assert.equal((await call('GET', '/api/wishlists/my')).json<SavedList>().total, 0);
  });
});
