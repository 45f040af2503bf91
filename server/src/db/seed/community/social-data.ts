// The social side of the demo community: feed posts with likes, bookmarks and comments, follows, favourite
// contacts, course teams, study groups, and each person's contact card.
import type { PerPerson, PersonKey } from '../identity/people.ts';

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
