// Course contacts from real relations (docs/product/contacts.md#who-is-a-contact): the instructors, teaching
// assistants, mentors and classmates of the caller's courses. One card per person (their most teaching role
// first), filtered by search, role and course, counted per tab, a page at a time. Students' email addresses
// are not shown to other students.
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  CONTACT_PAGE_SIZE,
  CONTACT_TABS,
  CONTACT_TEXTS,
  inTab,
  type Contact,
  type ContactList,
  type ContactListQuery,
  type ContactTab,
} from '@portal/shared-api/contract/contacts';
import { contactFavorites, contactProfiles } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { enrollments } from '../enrollments/tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { photoUrl, presenceOf } from '../people/index.ts';
import { courseRelations, coursesOf, type CourseRelation } from './relations.ts';
import type { Caller } from '../../core/caller.ts';
import { displayName } from '@portal/shared-api/contract/auth';

const ROLE_ORDER = ['instructor', 'ta', 'mentor', 'student'] as const;

/** Every contact of the caller, unfiltered, by name. */
async function allContacts(deps: Deps, caller: Caller): Promise<Contact[]> {
  const relations = (await courseRelations(deps.db, caller.id)).sort(
    (a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role),
  );
  const byPerson = new Map<string, CourseRelation[]>();
  for (const relation of relations)
    byPerson.set(relation.userId, [...(byPerson.get(relation.userId) ?? []), relation]);
  const ids = [...byPerson.keys()];
  if (ids.length === 0) return [];
  const [people, favorites, completed, ratings] = await Promise.all([
    deps.db
      .select({
        user: users,
        profile: contactProfiles,
        photoSubDir: medias.subDir,
        photoHashname: medias.hashname,
      })
      .from(users)
      .leftJoin(contactProfiles, eq(contactProfiles.userId, users.id))
      .leftJoin(medias, eq(medias.id, users.photoMediaId))
      .where(inArray(users.id, ids)),
    deps.db
      .select({ id: contactFavorites.contactId })
      .from(contactFavorites)
      .where(eq(contactFavorites.userId, caller.id)),
    deps.db
      .select({ userId: enrollments.userId, total: count() })
      .from(enrollments)
      .where(and(inArray(enrollments.userId, ids), eq(enrollments.status, 'completed')))
      .groupBy(enrollments.userId),
    deps.db
      .select({ userId: courses.createdById, ratingAvg: courses.ratingAvg, ratingCount: courses.ratingCount })
      .from(courses)
      .where(inArray(courses.createdById, ids)),
  ]);
  const favorite = new Set(favorites.map((row) => row.id));
  const completedOf = new Map(completed.map((row) => [row.userId, row.total]));
  const now = deps.clock.now();
  // Teachers see their students' addresses; a student sees only the teaching team's.
  const callerTeaches = caller.role !== 'user';
  return people
    .map(({ user, profile, photoSubDir, photoHashname }): Contact => {
      const mine = byPerson.get(user.id)!;
      const primary = mine[0]!;
      const taught = ratings.filter((row) => row.userId === user.id && row.ratingCount > 0);
      const votes = taught.reduce((sum, row) => sum + row.ratingCount, 0);
      const status = presenceOf(profile?.status ?? null, profile?.lastActiveAt ?? null, now);
      const shared = [
        ...new Map(mine.map((row) => [row.courseId, { Id: row.courseId, Title: row.courseTitle }])).values(),
      ];
      return {
        Id: user.id,
        Username: user.username,
        Firstname: user.firstname,
        Lastname: user.lastname,
        Email: primary.role === 'student' && !callerTeaches ? null : user.email,
        Avatar: photoUrl({ photoSubDir, photoHashname }),
        Role: primary.role,
        CourseId: primary.courseId,
        CourseUsername: primary.courseTitle,
        SharedCourses: shared,
        Bio: user.about,
        Skills: profile?.skills ?? [],
        Location: profile?.location ?? null,
        JoinedAt: user.createdAt.toISOString(),
        LastActive: profile?.lastActiveAt?.toISOString() ?? null,
        IsOnline: status === 'online',
        Status: status,
        IsFavorite: favorite.has(user.id),
        ContactInfo: {
          LinkedIn: profile?.linkedin ?? null,
          Twitter: profile?.twitter ?? null,
          GitHub: profile?.github ?? null,
          Website: profile?.website ?? null,
        },
        Stats: {
          CoursesCompleted: completedOf.get(user.id) ?? 0,
          Rating:
            votes > 0
              ? Math.round(
                  (taught.reduce((sum, row) => sum + row.ratingAvg * row.ratingCount, 0) / votes) * 10,
                ) / 10
              : null,
          ResponseTime: profile?.responseTime ?? null,
        },
      };
    })
    .sort((a, b) => name(a).localeCompare(name(b)));
}

const name = (contact: Contact) => displayName(contact);

export async function listContacts(
  deps: Deps,
  caller: Caller,
  query: ContactListQuery,
): Promise<ContactList> {
  const [everyone, courseIds] = await Promise.all([allContacts(deps, caller), coursesOf(deps.db, caller.id)]);
  const needle = query.search?.trim().toLowerCase() ?? '';
  const filtered = everyone.filter(
    (contact) =>
      (!needle ||
        [name(contact), contact.Username, ...contact.Skills, contact.CourseUsername]
          .join(' ')
          .toLowerCase()
          .includes(needle)) &&
      (!query.role || contact.Role === query.role) &&
      (!query.courseId || contact.SharedCourses.some((course) => course.Id === query.courseId)),
  );
  const tab: ContactTab = query.tab ?? 'all';
  const inThisTab = filtered.filter((contact) => inTab(contact, tab));
  const page = query.page ?? 1;
  const myCourses = courseIds.length
    ? await deps.db
        .select({ Id: courses.id, Title: courses.title })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : [];
  return {
    contacts: inThisTab.slice((page - 1) * CONTACT_PAGE_SIZE, page * CONTACT_PAGE_SIZE),
    counts: Object.fromEntries(
      CONTACT_TABS.map((name) => [name, filtered.filter((contact) => inTab(contact, name)).length]),
    ) as ContactList['counts'],
    total: inThisTab.length,
    courses: myCourses.sort((a, b) => a.Title.localeCompare(b.Title)),
  };
}

/**
 * The favourite toggle, stored (docs/product/contacts.md#favourites-and-messaging); only for someone the
 * caller is connected with.
 */
export async function setFavorite(
  deps: Deps,
  caller: Caller,
  contactId: string,
  isFavorite: boolean,
): Promise<Contact> {
  const contact = isUuid(contactId)
    ? (await allContacts(deps, caller)).find((candidate) => candidate.Id === contactId)
    : undefined;
  if (!contact) throw httpError(404, CONTACT_TEXTS.notFound);
  if (isFavorite)
    await deps.db.insert(contactFavorites).values({ userId: caller.id, contactId }).onConflictDoNothing();
  else
    await deps.db
      .delete(contactFavorites)
      .where(and(eq(contactFavorites.userId, caller.id), eq(contactFavorites.contactId, contactId)));
  return { ...contact, IsFavorite: isFavorite };
}
