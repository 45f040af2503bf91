// The social feed, follows, favourites, course teams, study groups and contact cards.
import {
  contactFavorites,
  contactProfiles,
  courseTeamMembers,
  follows,
  socialPostBookmarks,
  socialPostComments,
  socialPostLikes,
  socialPosts,
  studyGroupMembers,
  studyGroups,
} from '../../schema/index.ts';
import { courseOf, type Catalog } from '../catalog/index.ts';
import { PEOPLE, type People } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { daysAgo, minutesFromNow } from '../shared/time.ts';
import {
  BOOKMARKS,
  COMMENTS,
  CONTACTS,
  COURSE_TEAMS,
  FAVORITES,
  FOLLOWS,
  LIKERS,
  SOCIAL_POSTS,
  STUDY_GROUPS,
} from './social-data.ts';

const PRESENCE = ['online', 'away', 'busy', 'offline'] as const;

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
      status: PRESENCE[index % 4],
      lastActiveAt: daysAgo(ctx.now, index % 3, 9 + index),
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

export async function seedConnections(ctx: SeedContext, people: People, catalog: Catalog) {
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
    const { course, createdBy, createdDaysAgo, lastActivityDaysAgo, members, ...fields } = group;
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
    await ctx.tx.insert(studyGroupMembers).values(
      members.map((key) => ({
        groupId: row!.id,
        userId: people[key].id,
        joinedAt: daysAgo(ctx.now, 10 + g),
      })),
    );
  }
}
