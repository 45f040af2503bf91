// Meetings of the demo community: hosted and joined, upcoming, running, finished and stopped, one joinable
// within minutes and one without a link. student2's own meetings come last.
import type { PersonKey } from '../../seed/people.ts';

const H = 60;
const D = 24 * H;

type MeetingType = 'one-on-one' | 'group' | 'webinar' | 'course-session';
export interface MeetingPlan {
  title: string;
  description: string;
  host: PersonKey;
  participants: PersonKey[];
  /** Start relative to now, in minutes (negative: in the past). */
  startIn: number;
  durationMinutes?: number;
  type: MeetingType;
  status: 'scheduled' | 'running' | 'finished' | 'stopped';
  isRecorded?: boolean;
  course?: string;
  /** Meetings without a code cannot be joined (docs/product/meetings.md#upcoming-and-past). */
  withoutCode?: boolean;
}

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
