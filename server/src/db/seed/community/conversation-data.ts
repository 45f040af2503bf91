// Conversations of the demo community, direct and group, with unread messages and a pinned one.
import type { PersonKey } from '../identity/people.ts';

const H = 60;
const D = 24 * H;

export interface ConversationPlan {
  type: 'direct' | 'group';
  title?: string;
  members: PersonKey[];
  pinnedBy?: PersonKey[];
  /** How many of the last messages each member has not read; others have read everything. */
  unread?: Partial<Record<PersonKey, number>>;
  /** [sender, content, minutes ago] oldest first */
  messages: [PersonKey, string, number][];
}

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
