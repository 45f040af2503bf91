// The social feed, follows, favourites, course teams, study groups and contact cards.
import { contactFavorites, contactProfiles, courseTeamMembers } from '../contacts/tables.ts';
import {
  follows,
  socialPostBookmarks,
  socialPostComments,
  socialPostLikes,
  socialPosts,
  studyGroupMembers,
  studyGroups,
} from './tables.ts';
import { studySessions } from '../course-history/tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import { PEOPLE } from '../../seed/people.ts';
import { perPerson, type People } from '../../seed/context.ts';
import { seedEnrollments } from '../enrollments/seed.ts';
import type { SeedContext } from '../../seed/context.ts';
import { dayString, daysAgo, minutesFromNow } from '../../seed/time.ts';
import {
  BOOKMARKS,
  COMMENTS,
  CONTACTS,
  COURSE_TEAMS,
  FAVORITES,
  FOLLOWS,
  LIKERS,
  PEER_ENROLLMENTS,
  PEER_STUDY,
  SOCIAL_POSTS,
  STUDY_GROUPS,
} from './seed-data.ts';

const PRESENCE_CHOICES = ['online', 'online', 'busy', 'online'] as const;
const ACTIVE_MINUTES_AGO = [1, 8, 1, 2 * 24 * 60];

export async function seedContacts(ctx: SeedContext, people: People) {
  for (const [index, p] of PEOPLE.entries()) {
    const card = CONTACTS[p.key];
    if (!card) continue;
    await ctx.tx.insert(contactProfiles).values({
      userId: people[p.key].id,
      skills: card.skills,
      location: card.location,
      linkedin: `https://www.linkedin.com/in/${p.username}`,
      github: p.role === 'user' ? null : `https://github.com/${p.username}`,
      responseTime: p.role === 'instructor' ? 'Within 4 hours' : 'Within a day',
      // The chosen presence ('online' is automatic) and the last activity it is read with: right after the
      // seed some people show online, away or busy; activity older than 15 minutes shows offline.
      status: PRESENCE_CHOICES[index % 4],
      lastActiveAt: minutesFromNow(ctx.now, -ACTIVE_MINUTES_AGO[index % 4]!),
    });
  }
}

export async function seedFeed(ctx: SeedContext, people: People, catalog: Catalog) {
  const posts = await ctx.tx
    .insert(socialPosts)
    .values(
      SOCIAL_POSTS.map(([author, type, content, course, tags, minutesAgo]) => ({
        authorId: people[author].id,
        type,
        content,
        courseId: course ? courseOf(catalog, course).id : null,
        tags,
        createdAt: minutesFromNow(ctx.now, -minutesAgo),
      })),
    )
    .returning({ id: socialPosts.id });
  await ctx.tx.insert(socialPostLikes).values(
    posts.flatMap((post, i) =>
      LIKERS.filter((key, j) => (i + j) % 3 !== 0 && SOCIAL_POSTS[i]![0] !== key).map((key) => ({
        postId: post.id,
        userId: people[key].id,
      })),
    ),
  );
  await ctx.tx
    .insert(socialPostBookmarks)
    .values(BOOKMARKS.map(([post, key]) => ({ postId: posts[post]!.id, userId: people[key].id })));
  await ctx.tx.insert(socialPostComments).values(
    COMMENTS.map(([post, author, content, minutesAgo]) => ({
      postId: posts[post]!.id,
      authorId: people[author].id,
      content,
      createdAt: minutesFromNow(ctx.now, -minutesAgo),
    })),
  );
}

/** The peers' courses (shared with the demo student: their study buddies) and their study this week. */
async function seedCourseMates(ctx: SeedContext, people: People, catalog: Catalog) {
  for (const [person, plans] of perPerson(people, PEER_ENROLLMENTS)) {
    await seedEnrollments(ctx, person, catalog, plans);
  }
  await ctx.tx.insert(studySessions).values(
    PEER_STUDY.flatMap(([key, course, minutes, days]) =>
      days.map((d) => ({
        userId: people[key].id,
        courseId: courseOf(catalog, course).id,
        studiedOn: dayString(ctx.now, d),
        minutes,
        points: Math.round(minutes / 3),
        lessonsCompleted: 1,
        createdAt: daysAgo(ctx.now, d, 19),
      })),
    ),
  );
}

export async function seedConnections(ctx: SeedContext, people: People, catalog: Catalog) {
  await seedCourseMates(ctx, people, catalog);
  await ctx.tx.insert(follows).values(
    FOLLOWS.map(([follower, followee]) => ({
      followerId: people[follower].id,
      followeeId: people[followee].id,
    })),
  );
  await ctx.tx
    .insert(contactFavorites)
    .values(FAVORITES.map(([user, contact]) => ({ userId: people[user].id, contactId: people[contact].id })));
  await ctx.tx.insert(courseTeamMembers).values(
    COURSE_TEAMS.map(([course, member, role]) => ({
      courseId: courseOf(catalog, course).id,
      userId: people[member].id,
      role,
    })),
  );
  for (const [g, group] of STUDY_GROUPS.entries()) {
    const {
      course,
      createdBy,
      createdDaysAgo,
      lastActivityDaysAgo,
      members,
      pending = [],
      ...fields
    } = group;
    const [row] = await ctx.tx
      .insert(studyGroups)
      .values({
        ...fields,
        courseId: courseOf(catalog, course).id,
        createdById: people[createdBy].id,
        createdAt: daysAgo(ctx.now, createdDaysAgo),
        lastActivityAt: daysAgo(ctx.now, lastActivityDaysAgo),
      })
      .returning({ id: studyGroups.id });
    await ctx.tx.insert(studyGroupMembers).values([
      ...members.map((key) => ({
        groupId: row!.id,
        userId: people[key].id,
        joinedAt: daysAgo(ctx.now, Math.min(createdDaysAgo, 10 + g)),
      })),
      ...pending.map((key) => ({
        groupId: row!.id,
        userId: people[key].id,
        status: 'pending' as const,
        joinedAt: daysAgo(ctx.now, 2),
      })),
    ]);
  }
}
