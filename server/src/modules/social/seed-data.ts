// The social side of the demo community: feed posts with likes, bookmarks and comments, follows, favourite
// contacts, course teams, study groups, each person's contact card, and the peers' courses and recent study
// (so the demo student has study buddies and a weekly leaderboard).
import type { PerPerson, PersonKey } from '../../seed/people.ts';
import type { EnrollmentPlan } from '../enrollments/seed-data.ts';

/** [author, type, content, course slug, tags, minutes ago] */
export const SOCIAL_POSTS: [PersonKey, string, string, string | null, string[], number][] = [
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
    'tip',
    'Cheat sheet for reading EXPLAIN output: look at the row estimates first, then the most expensive node. Happy to walk anyone through it.',
    'postgresql-for-developers',
    ['postgresql', 'sql'],
    1440,
  ],
  [
    'amara',
    'progress',
    'Week three of moving my marketing pages to Figma auto layout: five pages done, two to go. Resizing is finally painless.',
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

/** Who goes round liking posts (never their own). */
export const LIKERS: PersonKey[] = ['student', 'maya', 'lucas', 'amara', 'tom', 'student2'];

/** [post index, who bookmarked it] */
export const BOOKMARKS: [number, PersonKey][] = [
  [2, 'student'],
  [0, 'student'],
];

/** [post index, author, content, minutes ago] */
export const COMMENTS: [number, PersonKey, string, number][] = [
  [1, 'maya', 'Same routine here, and I keep weekends light so I do not burn out.', 240],
  [1, 'lucas', 'Short daily sessions beat long weekly ones for me too.', 200],
  [0, 'student', 'Congratulations! That section was my favourite.', 60],
  [2, 'amara', 'Saving this for my database module, thank you!', 600],
  [3, 'student', 'Auto layout changed how I build components too. Good luck with the last two!', 1200],
];

/** [follower, followee] */
export const FOLLOWS: [PersonKey, PersonKey][] = [
  ['student', 'maya'],
  ['maya', 'student'],
  ['student', 'lucas'],
  ['amara', 'student'],
  ['student2', 'tom'],
];

/** [person, favourite contact] */
export const FAVORITES: [PersonKey, PersonKey][] = [
  ['student', 'instructor'],
  ['student', 'maya'],
  ['student2', 'instructor2'],
];

/** [course slug, member, role] */
export const COURSE_TEAMS: [string, PersonKey, 'ta' | 'mentor'][] = [
  ['advanced-react-development', 'maya', 'ta'],
  ['nodejs-backend-development', 'lucas', 'mentor'],
  ['postgresql-for-developers', 'lucas', 'ta'],
];

export interface StudyGroupPlan {
  name: string;
  description: string;
  course: string;
  maxMembers: number;
  privacy: 'public' | 'private';
  tags: string[];
  createdBy: PersonKey;
  createdDaysAgo: number;
  lastActivityDaysAgo: number;
  members: PersonKey[];
  /** Asked to join a private group; the creator has not answered yet. */
  pending?: PersonKey[];
}

export const STUDY_GROUPS: StudyGroupPlan[] = [
  {
    name: 'React Study Circle',
    description: 'We meet on Thursdays to review one React pattern and pair on exercises.',
    course: 'advanced-react-development',
    maxMembers: 12,
    privacy: 'public',
    tags: ['react', 'hooks'],
    createdBy: 'maya',
    createdDaysAgo: 40,
    lastActivityDaysAgo: 1,
    members: ['maya', 'student', 'amara'],
  },
  {
    name: 'Backend Builders',
    description: 'Weekly code reviews of our Node.js course projects.',
    course: 'nodejs-backend-development',
    maxMembers: 4,
    privacy: 'public',
    tags: ['node', 'api'],
    createdBy: 'lucas',
    createdDaysAgo: 25,
    lastActivityDaysAgo: 3,
    members: ['lucas', 'tom', 'amara', 'maya'],
  },
  {
    name: 'Weekend Photographers',
    description: 'Share one photo every Sunday and give each other feedback.',
    course: 'photography-light-and-composition',
    maxMembers: 30,
    privacy: 'private',
    tags: ['photography'],
    createdBy: 'student2',
    createdDaysAgo: 15,
    lastActivityDaysAgo: 2,
    members: ['student2', 'tom'],
  },
  {
    name: 'CSS Layout Lab',
    description: 'Grid and flexbox challenges every Tuesday evening, with a short code review after.',
    course: 'modern-css-techniques',
    maxMembers: 6,
    privacy: 'private',
    tags: ['css', 'layout'],
    createdBy: 'student',
    createdDaysAgo: 9,
    lastActivityDaysAgo: 1,
    members: ['student'],
    pending: ['maya'],
  },
  {
    name: 'JavaScript Fundamentals Review',
    description: 'Open to everyone taking the fundamentals course: we revisit one chapter a week.',
    course: 'modern-javascript-fundamentals',
    maxMembers: 10,
    privacy: 'public',
    tags: ['javascript', 'beginners'],
    createdBy: 'lucas',
    createdDaysAgo: 20,
    lastActivityDaysAgo: 4,
    members: ['lucas', 'amara'],
  },
];

/** The peers' own courses, several shared with the demo student (their study buddies). */
export const PEER_ENROLLMENTS: PerPerson<EnrollmentPlan[]> = {
  maya: [
    {
      course: 'modern-css-techniques',
      progress: 60,
      status: 'in_progress',
      enrolledDaysAgo: 40,
      lastAccessDaysAgo: 1,
    },
    {
      course: 'python-for-data-analysis',
      progress: 30,
      status: 'in_progress',
      enrolledDaysAgo: 20,
      lastAccessDaysAgo: 2,
    },
  ],
  lucas: [
    {
      course: 'modern-javascript-fundamentals',
      progress: 70,
      status: 'in_progress',
      enrolledDaysAgo: 50,
      lastAccessDaysAgo: 1,
    },
    {
      course: 'python-for-data-analysis',
      progress: 15,
      status: 'in_progress',
      enrolledDaysAgo: 10,
      lastAccessDaysAgo: 3,
    },
  ],
  amara: [
    // The course issues no certificate: completed without one.
    {
      course: 'desk-yoga-for-developers',
      progress: 100,
      status: 'completed',
      enrolledDaysAgo: 30,
      lastAccessDaysAgo: 5,
    },
    {
      course: 'brand-identity-design',
      progress: 50,
      status: 'in_progress',
      enrolledDaysAgo: 14,
      lastAccessDaysAgo: 1,
    },
    {
      course: 'ui-design-foundations-figma',
      progress: 40,
      status: 'in_progress',
      enrolledDaysAgo: 60,
      lastAccessDaysAgo: 2,
    },
  ],
  tom: [
    {
      course: 'digital-marketing-strategy',
      progress: 55,
      status: 'in_progress',
      enrolledDaysAgo: 25,
      lastAccessDaysAgo: 1,
    },
    {
      course: 'seo-and-content-marketing',
      progress: 20,
      status: 'in_progress',
      enrolledDaysAgo: 12,
      lastAccessDaysAgo: 2,
    },
  ],
};

/** The peers' recent study for the weekly leaderboard: [person, course, minutes a day, days ago studied]. */
export const PEER_STUDY: [PersonKey, string, number, number[]][] = [
  ['maya', 'python-for-data-analysis', 75, [1, 2, 3, 4, 5, 6, 9]],
  ['tom', 'digital-marketing-strategy', 60, [1, 2, 4, 6, 8]],
  ['amara', 'brand-identity-design', 45, [1, 3, 5, 10]],
  ['lucas', 'modern-javascript-fundamentals', 30, [2, 3, 12]],
];

/** Contact card details; presence and last activity follow the person's place in PEOPLE. */
export const CONTACTS: PerPerson<{ skills: string[]; location: string }> = {
  student: { skills: ['JavaScript', 'React', 'CSS'], location: 'San Francisco, USA' },
  student2: { skills: ['Excel', 'SEO', 'Lightroom'], location: 'London, United Kingdom' },
  instructor: { skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL'], location: 'Vancouver, Canada' },
  admin: { skills: ['Operations', 'Support'], location: 'Paris, France' },
  instructor2: { skills: ['Figma', 'Branding', 'Photography'], location: 'Berlin, Germany' },
  maya: { skills: ['React', 'Python', 'Testing'], location: 'Sydney, Australia' },
  lucas: { skills: ['Node.js', 'SQL', 'Docker'], location: 'Lyon, France' },
  amara: { skills: ['UX research', 'Figma'], location: 'Douala, Cameroon' },
  tom: { skills: ['Marketing', 'Sales'], location: 'Munich, Germany' },
};
