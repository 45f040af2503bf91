// What waits for the administrator in the moderation queue: reports from the player and the social feed,
// one already dismissed, and feedback from the Feedback page. Reporters and senders are community members
// who cannot sign in, so no demo account finds a report of its own in the way.
import type { PersonKey } from '../../seed/people.ts';

/** The demo instructor's course whose lessons learners reported (by position in the course). */
export const REPORTED_COURSE = 'postgresql-for-developers';

export type ReportPlan = {
  reporter: PersonKey;
  reason: 'inappropriate' | 'quality' | 'misleading' | 'copyright' | 'other';
  description: string;
  hoursAgo: number;
};

export const LESSON_REPORTS: (ReportPlan & { lesson: number })[] = [
  {
    lesson: 1,
    reporter: 'maya',
    reason: 'misleading',
    description: 'The index example says a B-tree helps with LIKE "%term", which it does not.',
    hoursAgo: 5,
  },
  {
    lesson: 2,
    reporter: 'tom',
    reason: 'quality',
    description: 'The audio drops out for a minute in the middle of the video.',
    hoursAgo: 30,
  },
];

export const POST_REPORT: ReportPlan = {
  reporter: 'lucas',
  reason: 'copyright',
  description: 'Two paragraphs are copied from a paid newsletter without credit.',
  hoursAgo: 12,
};

/** On the community feed: a post and a comment of other members. */
export const SOCIAL_POST_REPORT: ReportPlan & { author: PersonKey } = {
  author: 'lucas',
  reporter: 'amara',
  reason: 'inappropriate',
  description: 'Advertises a paid service unrelated to learning.',
  hoursAgo: 2,
};
export const SOCIAL_COMMENT_REPORT: ReportPlan & { author: PersonKey } = {
  author: 'lucas',
  reporter: 'tom',
  reason: 'inappropriate',
  description: 'Dismissive of a beginner asking for help.',
  hoursAgo: 8,
};
/** Already decided: dismissed by the administrator, with its record in the audit log. */
export const DISMISSED_REPORT: ReportPlan & { author: PersonKey; note: string; decidedHoursAgo: number } = {
  author: 'maya',
  reporter: 'tom',
  reason: 'other',
  description: 'I do not agree with this tip.',
  hoursAgo: 72,
  note: 'A difference of opinion, not a breach of the rules.',
  decidedHoursAgo: 70,
};

export type FeedbackPlan = {
  sender: PersonKey;
  type: 'general' | 'feature' | 'bug' | 'compliment';
  rating: number;
  subject: string;
  message: string;
  priority?: 'low' | 'medium' | 'high' | 'critical';
  hoursAgo: number;
  handledHoursAgo?: number;
};

export const FEEDBACK: FeedbackPlan[] = [
  {
    sender: 'maya',
    type: 'bug',
    rating: 3,
    subject: 'Captions lag behind the video',
    message: 'In the SQL joins lesson the captions are about two seconds late on Firefox.',
    priority: 'high',
    hoursAgo: 4,
  },
  {
    sender: 'student2',
    type: 'feature',
    rating: 4,
    subject: 'Dark mode for the certificate page',
    message: 'Everything else follows my dark theme; the certificate page is still bright white.',
    hoursAgo: 26,
  },
  {
    sender: 'amara',
    type: 'compliment',
    rating: 5,
    subject: 'Love the study groups',
    message: 'The React Study Circle keeps me going every week. Thank you!',
    hoursAgo: 96,
    handledHoursAgo: 90,
  },
];
