// Reviews of the demo people (approved, pending, featured; of courses and of an instructor) and who gives
// the star ratings every published course shows.
import type { PerPerson, PersonKey } from '../../seed/people.ts';

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

/**
 * The community members who review every published course, in the order the pattern goes round them. The
 * demo sign-in accounts are not among them: their My Reviews shows only the reviews planned above.
 */
export const REVIEWERS: PersonKey[] = ['maya', 'lucas', 'amara', 'tom', 'instructor2'];

/** What the community writes, by score (3 to 5); the pattern picks one of each score's texts. */
export const COMMUNITY_TEXTS: Record<number, { title: string; review: string }[]> = {
  5: [
    {
      title: 'Exactly what I was looking for',
      review: 'Well paced, practical and clearly explained. I used it at work the week after.',
    },
    {
      title: 'Worth every minute',
      review: 'The exercises make the ideas stick. The instructor answers questions quickly too.',
    },
    {
      title: 'Clear from start to finish',
      review: 'Every lesson builds on the last one and nothing is left unexplained.',
    },
  ],
  4: [
    {
      title: 'Very good, a few rough edges',
      review: 'Great content overall; one or two videos could be shorter, but I learned a lot.',
    },
    {
      title: 'Solid and practical',
      review: 'Good examples and a sensible order. I would have liked one more project at the end.',
    },
    {
      title: 'Recommended',
      review: 'Helpful and well organised. The quizzes are a good check that you understood.',
    },
  ],
  3: [
    {
      title: 'Good, but goes quickly',
      review: 'The material is good but some sections assume more background than I had.',
    },
    {
      title: 'Useful overview',
      review: 'A fair introduction. I needed extra reading for the later lessons.',
    },
    { title: 'Decent course', review: 'Covers the basics well; the audio in a few early videos is quiet.' },
  ],
};
