import type { ConversationPlan } from './messages.ts';
import type { MeetingPlan } from './meetings.ts';
import type { PostPlan } from './posts.ts';

const H = 60;
const D = 24 * H;

export const MEETINGS: MeetingPlan[] = [
  {
    title: 'Mentoring session: career plan',
    description: 'Review of my learning plan and portfolio with Sarah.',
    host: 'instructor',
    participants: ['student'],
    startIn: 10,
    durationMinutes: 45,
    type: 'one-on-one',
    status: 'scheduled',
  },
  {
    title: 'React Study Circle: reducers',
    description: 'We pair on the reducer exercises from section one.',
    host: 'student',
    participants: ['maya', 'amara', 'lucas'],
    startIn: 3 * H,
    type: 'group',
    status: 'scheduled',
    course: 'advanced-react-development',
  },
  {
    title: 'Node.js office hours',
    description: 'Bring your questions about sessions, cookies and validation.',
    host: 'instructor',
    participants: ['student', 'lucas', 'tom'],
    startIn: D + 2 * H,
    durationMinutes: 90,
    type: 'course-session',
    status: 'scheduled',
    isRecorded: true,
    course: 'nodejs-backend-development',
  },
  {
    title: 'Portfolio review with Amara',
    description: 'Swap feedback on our case studies.',
    host: 'student',
    participants: ['amara'],
    startIn: 3 * D,
    durationMinutes: 30,
    type: 'one-on-one',
    status: 'scheduled',
  },
  {
    title: 'Webinar: What is new in CSS',
    description: 'Marco walks through the newest layout features with live demos.',
    host: 'instructor2',
    participants: ['student', 'student2', 'amara'],
    startIn: 6 * D,
    durationMinutes: 75,
    type: 'webinar',
    status: 'scheduled',
    isRecorded: true,
  },
  {
    title: 'Planning call (no link yet)',
    description: 'Agenda to be confirmed; the link will be added later.',
    host: 'student',
    participants: ['maya'],
    startIn: 9 * D,
    type: 'group',
    status: 'scheduled',
    withoutCode: true,
  },
  {
    title: 'Live coding: building a REST API',
    description: 'Sarah builds an API from scratch and answers questions.',
    host: 'instructor',
    participants: ['student', 'maya'],
    startIn: -20,
    durationMinutes: 90,
    type: 'webinar',
    status: 'running',
    isRecorded: true,
  },
  {
    title: 'Database design clinic',
    description: 'Lucas reviewed our schemas and indexes.',
    host: 'lucas',
    participants: ['student', 'tom'],
    startIn: -2 * D,
    type: 'group',
    status: 'finished',
    isRecorded: true,
    course: 'postgresql-for-developers',
  },
  {
    title: 'Weekly sync with Maya',
    description: 'Checked progress on our shared goals.',
    host: 'student',
    participants: ['maya'],
    startIn: -5 * D,
    durationMinutes: 30,
    type: 'one-on-one',
    status: 'finished',
  },
  {
    title: 'CSS grid workshop',
    description: 'Hands-on grid exercises.',
    host: 'instructor2',
    participants: ['student'],
    startIn: -12 * D,
    durationMinutes: 90,
    type: 'course-session',
    status: 'finished',
    isRecorded: true,
    course: 'modern-css-techniques',
  },
  {
    title: 'Study group kickoff',
    description: 'Stopped early because of a connection problem.',
    host: 'student',
    participants: ['amara', 'maya'],
    startIn: -20 * D,
    type: 'group',
    status: 'stopped',
  },
  // student2's own meetings
  {
    title: 'Photo walk planning',
    description: 'Pick locations for Sunday.',
    host: 'student2',
    participants: ['tom'],
    startIn: 2 * D,
    durationMinutes: 30,
    type: 'one-on-one',
    status: 'scheduled',
  },
  {
    title: 'Marketing metrics Q&A',
    description: 'Questions about campaign measurement.',
    host: 'instructor2',
    participants: ['student2'],
    startIn: -4 * D,
    type: 'course-session',
    status: 'finished',
    course: 'digital-marketing-strategy',
  },
];

export const CONVERSATIONS: ConversationPlan[] = [
  {
    type: 'direct',
    members: ['student', 'instructor'],
    pinnedBy: ['student'],
    unread: { student: 1 },
    messages: [
      [
        'student',
        'Hi Sarah, I am stuck on the reducer exercise. Should the reducer ever call an API?',
        2 * D,
      ],
      [
        'instructor',
        'Never: reducers stay pure. Dispatch after the request finishes, or keep the request in a custom hook.',
        2 * D - 40,
      ],
      ['student', 'That makes sense, thank you. Could we talk about my career plan this week?', D + 30],
      ['instructor', 'Sure, I booked a mentoring session for us today. See you there!', 50],
    ],
  },
  {
    type: 'group',
    title: 'React Study Circle',
    members: ['student', 'maya', 'amara', 'lucas'],
    unread: { student: 2 },
    messages: [
      ['maya', 'Thursday we cover reducers. Please read section one before the call.', 3 * D],
      ['amara', 'Can we also look at context? My app re-renders everything.', 3 * D - 20],
      ['student', 'I will host this week and share my screen.', D],
      ['lucas', 'I will join late, around 15 minutes in.', 3 * H],
      ['maya', 'See you Thursday!', 35],
    ],
  },
  {
    type: 'direct',
    members: ['student', 'maya'],
    messages: [
      ['maya', 'Congrats on the CSS certificate!', 4 * D],
      ['student', 'Thanks! Your grid notes helped a lot.', 4 * D - 15],
    ],
  },
  {
    type: 'direct',
    members: ['student', 'lucas'],
    unread: { student: 1 },
    messages: [
      ['student', 'Could you look at my index on the orders table?', 6 * D],
      [
        'lucas',
        'Put user_id first and created_at second, descending. Your list query will use it directly.',
        5 * D,
      ],
    ],
  },
  {
    type: 'direct',
    members: ['student2', 'instructor2'],
    unread: { student2: 1 },
    messages: [
      ['student2', 'Hi Marco, is there a lesson on shooting in harsh midday light?', 3 * D],
      ['instructor2', 'Yes: open shade in the light section. Try it and send me two photos.', 2 * D],
    ],
  },
];

export const STUDENT_POSTS: PostPlan = [
  [
    'What I learned from profiling my first slow React screen',
    'Last week a product list in my side project took almost a second to respond to typing.',
    'The profiler showed one expensive child re-rendering on every keystroke. Moving the filter state down fixed it without a single memo.',
  ],
  [
    'Five habits that kept my study streak alive',
    'I have studied every day for nine days now, mostly before work.',
    'The habits: a fixed time, a tiny first task, notes in the player, a weekly review and one rest day a fortnight.',
  ],
  [
    'Why I finally understand CSS grid',
    'Grid template areas turned layouts into something I can read like a map.',
    'I rebuilt my portfolio header with four lines of CSS instead of forty.',
  ],
  [
    'Notes from the database design clinic',
    'Lucas reviewed our schemas and found the same mistake in three of them.',
    'Index the columns you filter by, in the order you filter, and measure with EXPLAIN before and after.',
  ],
  [
    'From designer to developer: month three',
    'Three months ago I could only style pages. Now I ship small features end to end.',
    'The biggest change was learning to test behaviour instead of implementation details.',
  ],
  [
    'How I take notes during video lessons',
    'Timestamps are the secret: every note links back to the second I wrote it.',
    'I colour notes by topic and review them every Sunday.',
  ],
  [
    'Async and await without the confusion',
    'Promises clicked when I stopped thinking of them as callbacks.',
    'Await pauses the function, not the program. That one sentence fixed most of my bugs.',
  ],
  [
    'My favourite Figma shortcuts',
    'Auto layout and a handful of shortcuts halved the time I spend on mock-ups.',
    'Shift+A for auto layout, Alt-drag to duplicate, and Ctrl+Alt+K to create a component.',
  ],
  [
    'Choosing my next course',
    'I had six courses in my wishlist and no plan.',
    'I sorted them by what my current job needs first, then by what I enjoy most.',
  ],
  [
    'What a failed payment taught me about error messages',
    'My card was declined at checkout and the message told me exactly what to do.',
    'Good error messages say what happened and what to try next. I now write mine that way.',
  ],
  [
    'A week of learning in 25-minute blocks',
    'I tried the pomodoro technique for a week of study.',
    'Focus improved, but I needed longer blocks for the coding exercises.',
  ],
  [
    'Pairing in a study group',
    'Our study circle pairs on every exercise.',
    'Explaining my code out loud finds more bugs than any tool I use.',
  ],
  [
    'Preparing for my first technical interview',
    'I am collecting small projects that show what I can do.',
    'Each one has a readme that explains the decisions, not just the features.',
  ],
];

export const INSTRUCTOR_POSTS: PostPlan = [
  [
    'How we design courses at the academy',
    'Every course starts from the projects learners want to build.',
    'We write the final exercise first, then the lessons that lead to it.',
  ],
  [
    'Three API mistakes I see in every review',
    'Leaking stack traces, trusting the client and missing pagination.',
    'Each has a simple fix, and the Node.js course covers all three.',
  ],
  [
    'Preparing for office hours',
    'Bring a specific question and the smallest code that shows it.',
    'We will get further in ten minutes than in an hour of guessing.',
  ],
];

export const STUDENT2_POSTS: PostPlan = [
  [
    'Shooting at golden hour on a budget',
    'A phone and the right hour beat an expensive camera at noon.',
    'My favourite shots this month came from twenty minutes before sunset.',
  ],
  [
    'Tracking campaign results in a spreadsheet',
    'Before buying any tool, I track clicks and sales by hand.',
    'It forces me to decide which numbers matter.',
  ],
];
