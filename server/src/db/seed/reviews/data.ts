// Reviews of the demo people (approved, pending, featured; of courses and of an instructor) and who gives
// the star ratings every published course shows.
import type { PerPerson, PersonKey } from '../identity/people.ts';

export interface ReviewPlan {
  course?: string;
  instructor?: PersonKey;
  score: number;
  title: string;
  review: string;
  approved: boolean;
  featured?: boolean;
  helpful?: number;
  daysAgo: number;
}

export const REVIEWS: PerPerson<ReviewPlan[]> = {
  student: [
    {
      course: 'modern-javascript-fundamentals',
      score: 5,
      title: 'The best start I could have hoped for',
      review:
        'Short lessons, real exercises and a clear path from variables to async code. I finally understand promises.',
      approved: true,
      featured: true,
      helpful: 14,
      daysAgo: 19,
    },
    {
      course: 'modern-css-techniques',
      score: 4,
      title: 'Grid finally makes sense',
      review:
        'The grid template areas lesson alone was worth it. I would love a longer section on container queries.',
      approved: true,
      helpful: 6,
      daysAgo: 3,
    },
    {
      course: 'advanced-react-development',
      score: 4,
      title: 'Dense but very practical',
      review:
        'The profiling lesson changed how I work. Some videos go fast, so I pause and take notes often.',
      approved: false,
      daysAgo: 1,
    },
    {
      instructor: 'instructor',
      score: 5,
      title: 'Sarah explains the why',
      review:
        'Every answer in office hours came with the reasoning behind it, which is exactly what I needed.',
      approved: true,
      helpful: 3,
      daysAgo: 15,
    },
  ],
  student2: [
    {
      course: 'photography-light-and-composition',
      score: 5,
      title: 'Changed how I see light',
      review: 'Clear explanations and assignments that got me outside with my camera every weekend.',
      approved: true,
      helpful: 4,
      daysAgo: 5,
    },
  ],
};

/** The community members who rate courses, in the order the ratings pattern goes round them. */
export const RATERS: PersonKey[] = [
  'student',
  'student2',
  'maya',
  'lucas',
  'amara',
  'tom',
  'instructor',
  'instructor2',
];
