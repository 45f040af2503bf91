// How each demo person studies: the courses their daily sessions and history go to, and where they left
// bookmarks, quiz attempts and video positions.
import type { PerPerson } from '../../seed/people.ts';

export interface StudyPlan {
  /** Course slugs the sessions and history events go round. */
  courses: string[];
  /** Days with study sessions, up to today, and the streak that ends today. */
  sessionDays: number;
  streak: number;
  /** Days of learning history, up to today. */
  historyDays: number;
  /**
   * The course whose videos have a saved position: it must be the course the person opened last, whose
   * Continue then resumes a video half way (the seed checks it).
   */
  videoCourse?: string;
  /** The course with player bookmarks on its first video and two attempts at its quiz. */
  practiceCourse?: string;
}

export const STUDY: PerPerson<StudyPlan> = {
  student: {
    courses: [
      'advanced-react-development',
      'postgresql-for-developers',
      'nodejs-backend-development',
      'modern-css-techniques',
    ],
    sessionDays: 30,
    streak: 9,
    historyDays: 30,
    videoCourse: 'advanced-react-development',
    practiceCourse: 'advanced-react-development',
  },
  student2: {
    courses: ['digital-marketing-strategy', 'photography-light-and-composition'],
    sessionDays: 12,
    streak: 2,
    historyDays: 8,
  },
};
