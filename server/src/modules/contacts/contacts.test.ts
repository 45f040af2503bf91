import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONTACT_TEXTS, type Contact, type ContactList } from '@portal/shared-api/contract/contacts';
import { contactProfiles, courseTeamMembers } from './tables.ts';
import { createCourse, rateCourse } from '../catalog/factory.ts';
import { createEnrollment } from '../enrollments/factory.ts';
import { createTestApp, signedInUser, type SignedInUser } from '../../testing/app.ts';

describe('course contacts: real relations, filters, tabs, favourites and privacy', () => {
  let app: FastifyInstance;
  let teacher: SignedInUser;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let tara: SignedInUser;
  let stranger: SignedInUser;
  let react: { id: string };
  let css: { id: string };

  const list = async (person: SignedInUser, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/contacts${query}`,
      headers: person.session.headers,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ContactList>();
  };
  const names = (contacts: Contact[]) => contacts.map((contact) => contact.Firstname);

  before(async () => {
    app = await createTestApp();
    teacher = await signedInUser(app, { role: 'instructor', firstname: 'Sarah', email: 'sarah@teach.test' });
    ann = await signedInUser(app, { firstname: 'Ann', email: 'ann@learn.test' });
    ben = await signedInUser(app, { firstname: 'Ben', email: 'ben@learn.test' });
    tara = await signedInUser(app, { firstname: 'Tara', email: 'tara@help.test' });
    stranger = await signedInUser(app, { firstname: 'Stan' });
    react = await createCourse(app.db, { instructorId: teacher.user.id, title: 'React Basics' });
    css = await createCourse(app.db, { instructorId: teacher.user.id, title: 'Modern CSS' });
    await createEnrollment(app.db, ann.user, react);
    await createEnrollment(app.db, ann.user, css);
    await createEnrollment(app.db, ben.user, react, { status: 'completed' });
    await app.db.insert(courseTeamMembers).values({ courseId: css.id, userId: tara.user.id, role: 'mentor' });
    await app.db.insert(contactProfiles).values({
      userId: teacher.user.id,
      skills: ['React', 'TypeScript', 'Testing', 'Accessibility'],
      responseTime: 'Within 4 hours',
      lastActiveAt: new Date(),
    });
    await rateCourse(app.db, react, [{ user: ben.user, rating: 4 }]);
  });
  after(async () => {
    await app.close();
  });

  it('lists the instructors, mentors and classmates of one’s courses, and no one else', async () => {
    const mine = await list(ann);
    assert.deepEqual(names(mine.contacts), ['Ben', 'Sarah', 'Tara']);
    assert.deepEqual(
      mine.contacts.map((contact) => contact.Role),
      ['student', 'instructor', 'mentor'],
    );
    assert.deepEqual(
      mine.courses.map((course) => course.Title),
      ['Modern CSS', 'React Basics'],
    );
    assert.deepEqual(mine.counts, {
      all: 3,
      instructors: 1,
      students: 1,
      mentors: 1,
      favorites: 0,
      online: 1,
    });
    assert.equal((await list(stranger)).contacts.length, 0);
  });

  it('shows the teaching team’s addresses to students but not other students’', async () => {
    const mine = await list(ann);
    const byName = new Map(mine.contacts.map((contact) => [contact.Firstname, contact]));
    assert.equal(byName.get('Ben')!.Email, null);
    assert.equal(byName.get('Sarah')!.Email, 'sarah@teach.test');
    assert.equal(byName.get('Tara')!.Email, 'tara@help.test');
    // Their instructor sees the students' addresses.
    const taught = await list(teacher);
    assert.equal(taught.contacts.find((contact) => contact.Firstname === 'Ann')!.Email, 'ann@learn.test');
  });

  it('gives each card its stats: rating from the courses taught, courses completed, skills and response time', async () => {
    const mine = await list(ann);
    const sarah = mine.contacts.find((contact) => contact.Firstname === 'Sarah')!;
    assert.equal(sarah.Stats.Rating, 4);
    assert.equal(sarah.Stats.ResponseTime, 'Within 4 hours');
    assert.equal(sarah.Skills.length, 4);
    assert.equal(sarah.IsOnline, true);
    assert.equal(mine.contacts.find((contact) => contact.Firstname === 'Ben')!.Stats.CoursesCompleted, 1);
  });

  it('filters by search, role and course, and counts the tabs after filtering', async () => {
    assert.deepEqual(names((await list(ann, '?search=typescript')).contacts), ['Sarah']);
    assert.deepEqual(names((await list(ann, '?role=mentor')).contacts), ['Tara']);
    const cssOnly = await list(ann, `?courseId=${css.id}`);
    assert.deepEqual(names(cssOnly.contacts), ['Sarah', 'Tara']);
    assert.equal(cssOnly.counts.students, 0);
    assert.deepEqual(names((await list(ann, '?tab=online')).contacts), ['Sarah']);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/contacts?role=boss',
      headers: ann.session.headers,
    });
    assert.equal(bad.statusCode, 400);
  });

  it('stores favourites, only for one’s own contacts', async () => {
    const put = (person: SignedInUser, id: string, IsFavorite: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/contacts/${id}/favorite`,
        headers: person.session.headers,
        payload: { IsFavorite },
      });
    const res = await put(ann, ben.user.id, true);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<Contact>().IsFavorite, true);
    assert.deepEqual(names((await list(ann, '?tab=favorites')).contacts), ['Ben']);
    assert.equal((await list(ann)).counts.favorites, 1);
    // Ben's own list is his own: Ann's favourite does not show there.
    assert.equal((await list(ben)).counts.favorites, 0);
    await put(ann, ben.user.id, false);
    assert.equal((await list(ann)).counts.favorites, 0);
    const outsider = await put(ann, stranger.user.id, true);
    assert.equal(outsider.statusCode, 404);
    assert.equal(outsider.json<{ message: string }>().message, CONTACT_TEXTS.notFound);
  });
});
