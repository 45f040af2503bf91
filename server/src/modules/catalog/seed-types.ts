export interface QuizDef {
  prompt: string;
  options: string[];
  /** The right option; a list makes it a multiple-choice question. */
  correct: number | number[];
  explanation: string;
}

export interface CourseDef {
  slug: string;
  title: string;
  category: string;
  subCategory: string | null;
  level: 'beginner' | 'intermediate' | 'advanced';
  priceCents: number;
  /** Present when the course is on sale. */
  originalPriceCents?: number;
  instructor: 'instructor' | 'instructor2';
  /** The language the course is taught in (English unless told). */
  language?: string;
  short: string;
  resume: string;
  keywords: string[];
  requirements: string[];
  outcomes: string[];
  /** [section title, lesson titles] */
  sections: [string, string[]][];
  quiz: QuizDef[];
  published?: boolean;
  /** False for a course that issues no certificate on completion (true unless told). */
  hasCertificate?: boolean;
}

export const CATEGORIES: [string, string[]][] = [
  ['Programming', ['Web Development', 'Backend Development', 'Data Science', 'Databases']],
  ['Design', ['UI Design', 'Graphic Design', 'Web Design']],
  ['Business', ['Finance', 'Management', 'Entrepreneurship']],
  ['Marketing', ['Digital Marketing', 'SEO', 'Social Media']],
  ['Photography', []],
  ['Music', []],
  ['Health & Fitness', []],
  ['Language', []],
  ['Personal Development', []],
];
