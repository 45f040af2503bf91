import {
  contactFavorites,
  courseTeamMembers,
  follows,
  socialPostBookmarks,
  socialPostComments,
  socialPostLikes,
  socialPosts,
  studyGroupMembers,
  studyGroups,
} from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import type { SeedContext } from './context.ts';
import { daysAgo, minutesFromNow } from './time.ts';
import type { UserIds } from './users.ts';

const POSTS: [string, string, string, string | null, string[], number][] = [
  [
    'maya',
    'achievement',
    'Finished the performance section of Advanced React Development. Profiling a slow list and fixing it with one memo felt great!',
    'advanced-react-development',
    ['react', 'performance'],
    90,
  ],
  [
    'student',
    'question',
    'How do you keep a study streak going during a busy work week? I am trying 25 minutes every morning before work.',
    null,
    ['habits', 'streaks'],
    300,
  ],
  [
    'lucas',
    'resource',
    'Cheat sheet for reading EXPLAIN output: look at the row estimates first, then the most expensive node. Happy to walk anyone through it.',
    'postgresql-for-developers',
    ['postgresql', 'sql'],
    1440,
  ],
  [
    'amara',
    'discussion',
    'Figma auto layout or manual frames for marketing pages? I am switching everything to auto layout and I love it.',
    'ui-design-foundations-figma',
    ['figma', 'design'],
    2880,
  ],
  [
    'student2',
    'achievement',
    'Got my photography certificate today. The golden hour lesson changed how I shoot on weekends.',
    'photography-light-and-composition',
    ['photography'],
    4320,
  ],
  [
    'tom',
    'question',
    'Which email subject lines worked best for your first campaign? Mine got 18% opens, aiming for 25%.',
    'digital-marketing-strategy',
    ['marketing', 'email'],
    5760,
  ],
];

export async function seedSocial(ctx: SeedContext, people: UserIds, catalog: Catalog) {
  const posts = await ctx.tx
    .insert(socialPosts)
    .values(
      POSTS.map(([author, type, content, course, tags, minutesAgo]) => ({
        authorId: people[author]!,
        type,
        content,
        courseId: course ? catalog[course]!.id : null,
        tags,
        createdAt: minutesFromNow(ctx.now, -minutesAgo),
      })),
    )
    .returning({ id: socialPosts.id });
  const likers = ['student', 'maya', 'lucas', 'amara', 'tom', 'student2'];
  await ctx.tx
    .insert(socialPostLikes)
    .values(
      posts.flatMap((post, i) =>
        likers
          .filter((_, j) => (i + j) % 3 !== 0 && POSTS[i]![0] !== likers[j])
          .map((key) => ({ postId: post.id, userId: people[key]! })),
      ),
    );
  await ctx.tx.insert(socialPostBookmarks).values([
    { postId: posts[2]!.id, userId: people.student! },
    { postId: posts[0]!.id, userId: people.student! },
  ]);
  await ctx.tx.insert(socialPostComments).values([
    {
      postId: posts[1]!.id,
      authorId: people.maya!,
      content: 'Same routine here, and I keep weekends light so I do not burn out.',
      createdAt: minutesFromNow(ctx.now, -240),
    },
    {
      postId: posts[1]!.id,
      authorId: people.lucas!,
      content: 'Short daily sessions beat long weekly ones for me too.',
      createdAt: minutesFromNow(ctx.now, -200),
    },
    {
      postId: posts[0]!.id,
      authorId: people.student!,
      content: 'Congratulations! That section was my favourite.',
      createdAt: minutesFromNow(ctx.now, -60),
    },
  ]);
  await ctx.tx.insert(follows).values([
    { followerId: people.student!, followeeId: people.maya! },
    { followerId: people.maya!, followeeId: people.student! },
    { followerId: people.student!, followeeId: people.lucas! },
    { followerId: people.amara!, followeeId: people.student! },
    { followerId: people.student2!, followeeId: people.tom! },
  ]);
  await ctx.tx.insert(contactFavorites).values([
    { userId: people.student!, contactId: people.instructor! },
    { userId: people.student!, contactId: people.maya! },
    { userId: people.student2!, contactId: people.instructor2! },
  ]);
  await ctx.tx.insert(courseTeamMembers).values([
    { courseId: catalog['advanced-react-development']!.id, userId: people.maya!, role: 'ta' },
    { courseId: catalog['nodejs-backend-development']!.id, userId: people.lucas!, role: 'mentor' },
    { courseId: catalog['postgresql-for-developers']!.id, userId: people.lucas!, role: 'ta' },
  ]);
  const groups = await ctx.tx
    .insert(studyGroups)
    .values([
      {
        name: 'React Study Circle',
        description: 'We meet on Thursdays to review one React pattern and pair on exercises.',
        courseId: catalog['advanced-react-development']!.id,
        maxMembers: 12,
        privacy: 'public',
        tags: ['react', 'hooks'],
        createdById: people.maya!,
        createdAt: daysAgo(ctx.now, 40),
        lastActivityAt: daysAgo(ctx.now, 1),
      },
      {
        name: 'Backend Builders',
        description: 'Weekly code reviews of our Node.js course projects.',
        courseId: catalog['nodejs-backend-development']!.id,
        maxMembers: 4,
        privacy: 'public',
        tags: ['node', 'api'],
        createdById: people.lucas!,
        createdAt: daysAgo(ctx.now, 25),
        lastActivityAt: daysAgo(ctx.now, 3),
      },
      {
        name: 'Weekend Photographers',
        description: 'Share one photo every Sunday and give each other feedback.',
        courseId: catalog['photography-light-and-composition']!.id,
        maxMembers: 30,
        privacy: 'private',
        tags: ['photography'],
        createdById: people.student2!,
        createdAt: daysAgo(ctx.now, 15),
        lastActivityAt: daysAgo(ctx.now, 2),
      },
    ])
    .returning({ id: studyGroups.id });
  const members: [number, string][] = [
    [0, 'maya'],
    [0, 'student'],
    [0, 'amara'],
    [1, 'lucas'],
    [1, 'tom'],
    [1, 'amara'],
    [1, 'maya'],
    [2, 'student2'],
    [2, 'tom'],
  ];
  await ctx.tx.insert(studyGroupMembers).values(
    members.map(([g, key]) => ({
      groupId: groups[g]!.id,
      userId: people[key]!,
      joinedAt: daysAgo(ctx.now, 10 + g),
    })),
  );
}
