// Conversations of the demo community, direct and group, with history over weeks, unread messages and a
// pinned one.
import type { PersonKey } from '../../seed/people.ts';

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
      ['maya', 'Welcome to the React Study Circle! We meet on Thursdays at 18:00.', 26 * D],
      ['amara', 'Great idea. Shall we start with the hooks chapter?', 26 * D - 45],
      ['lucas', 'Works for me. I will bring the exercises from week one.', 25 * D],
      ['student', 'Count me in. I am halfway through the hooks lesson.', 25 * D - 30],
      ['maya', 'Notes from today: useEffect runs after paint, cleanup before the next run.', 19 * D],
      ['amara', 'The dependency array finally makes sense, thank you!', 19 * D - 10],
      ['student', 'Here is the sandbox I used: https://codesandbox.io/s/react-hooks-practice', 18 * D],
      ['lucas', 'Nice. Try moving the fetch into a custom hook next time.', 18 * D - 60],
      ['maya', 'Next week: forms and controlled inputs. Bring one form you struggle with.', 12 * D],
      ['amara', 'I will bring my signup form, it validates far too often.', 12 * D - 25],
      ['student', 'Mine is the checkout form. Debouncing helped a little.', 11 * D],
      ['lucas', 'Sorry I missed today. Is there a recording?', 5 * D],
      ['maya', 'Yes, it is on the meeting page under the recording link.', 5 * D - 15],
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
      ['maya', 'Hi Alex, are you also in Modern CSS Techniques? I saw you in the forum.', 30 * D],
      ['student', 'Yes! I just started the grid section.', 30 * D - 20],
      ['maya', 'I wrote grid notes while taking it. Want them?', 29 * D],
      ['student', 'That would be great, thank you.', 29 * D - 5],
      ['maya', 'Here: grid-template-areas is the part that made it click for me.', 16 * D],
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
