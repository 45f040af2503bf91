import type { CourseDef } from '../seed-types.ts';

/** More design, marketing, business and programming, for the levels the first courses leave open. */
export const PROFESSIONAL_COURSES: CourseDef[] = [
  {
    slug: 'advanced-typography-and-layout',
    title: 'Advanced Typography and Layout',
    category: 'Design',
    subCategory: 'Graphic Design',
    level: 'advanced',
    priceCents: 6999,
    instructor: 'instructor2',
    short: 'Set type like a professional: scales, grids, rhythm and expressive layouts.',
    resume:
      '<p>Go beyond choosing a font: modular scales, baseline grids, pairing, and editorial layouts that stay readable.</p>',
    keywords: ['Typography', 'Layout', 'Grids'],
    requirements: ['Basic design tool skills', 'UI Design Foundations or similar'],
    outcomes: [
      'Build a modular type scale',
      'Lay out pages on a baseline grid',
      'Pair typefaces with intent',
    ],
    sections: [
      ['Type systems', ['Modular scales', 'Vertical rhythm', 'Pairing typefaces']],
      ['Grids', ['Column grids', 'Baseline grids', 'Layout exercise']],
      ['Expression', ['Editorial layouts', 'Typography check']],
    ],
    quiz: [
      {
        prompt: 'What is a modular scale?',
        options: ['A font family', 'Sizes derived from one ratio', 'A grid with modules', 'A printing press'],
        correct: 1,
        explanation: 'Each size is the previous one times the same ratio.',
      },
      {
        prompt: 'What does a baseline grid align?',
        options: ['Images only', 'The baselines of text lines', 'Colours', 'Page numbers'],
        correct: 1,
        explanation: 'Lines of text sit on a shared rhythm across columns.',
      },
    ],
  },
  {
    slug: 'social-media-marketing-essentials',
    title: 'Social Media Marketing Essentials',
    category: 'Marketing',
    subCategory: 'Social Media',
    level: 'beginner',
    priceCents: 2499,
    originalPriceCents: 4999,
    instructor: 'instructor2',
    short: 'Plan content, grow an audience and measure what works on the main social networks.',
    resume:
      '<p>A content calendar you can keep, posts people share, and the few numbers that tell you whether it works.</p>',
    keywords: ['Social media', 'Content', 'Analytics'],
    requirements: ['An account on one social network'],
    outcomes: ['Plan a month of content', 'Write posts people share', 'Read engagement metrics'],
    sections: [
      ['Strategy', ['Choosing your networks', 'Audience and voice', 'A content calendar']],
      ['Content', ['Posts that travel', 'Short video basics', 'Content exercise']],
      ['Measuring', ['Metrics that matter', 'Social media check']],
    ],
    quiz: [
      {
        prompt: 'What does an engagement rate measure?',
        options: ['Followers only', 'Interactions relative to reach', 'Ad spend', 'Posting frequency'],
        correct: 1,
        explanation: 'It relates likes, comments and shares to how many people saw the post.',
      },
      {
        prompt: 'Why keep a content calendar?',
        options: [
          'To post at random',
          'To plan consistent posting',
          'To avoid analytics',
          'To buy followers',
        ],
        correct: 1,
        explanation: 'Consistency is easier when posts are planned ahead.',
      },
    ],
  },
  {
    slug: 'leading-high-performing-teams',
    title: 'Leading High-Performing Teams',
    category: 'Business',
    subCategory: 'Management',
    level: 'advanced',
    priceCents: 7999,
    originalPriceCents: 11999,
    instructor: 'instructor',
    short: 'Hire, coach and align a team that delivers, with feedback that lands.',
    resume:
      '<p>For experienced managers: goals that align, one-to-ones that matter, feedback that changes behaviour and decisions that stick.</p>',
    keywords: ['Leadership', 'Management', 'Feedback'],
    requirements: ['Some experience managing people'],
    outcomes: ['Set goals a team can own', 'Run effective one-to-ones', 'Give feedback that lands'],
    sections: [
      ['Alignment', ['Goals and outcomes', 'Team charters', 'Decision rights']],
      ['Coaching', ['One-to-ones', 'Feedback that lands', 'Coaching exercise']],
      ['Growth', ['Hiring well', 'Leadership check']],
    ],
    quiz: [
      {
        prompt: 'What makes feedback most useful?',
        options: [
          'It is vague',
          'It names specific behaviour and its effect',
          'It is delayed a year',
          'It is anonymous',
        ],
        correct: 1,
        explanation: 'Specific behaviour and its effect give the person something to act on.',
      },
      {
        prompt: 'Whose meeting is a one-to-one?',
        options: ['The manager’s', 'The report’s', 'HR’s', 'Nobody’s'],
        correct: 1,
        explanation: 'The report sets the agenda; the manager listens and supports.',
      },
    ],
  },
  {
    slug: 'database-internals-and-performance',
    title: 'Database Internals and Performance',
    category: 'Programming',
    subCategory: 'Databases',
    level: 'advanced',
    priceCents: 9999,
    instructor: 'instructor',
    short: 'Understand indexes, query plans, locks and MVCC to make databases fast and safe.',
    resume:
      '<p>Open the box: B-trees and GIN indexes, reading EXPLAIN, isolation levels, locks and MVCC, with PostgreSQL as the example throughout.</p>',
    keywords: ['PostgreSQL', 'Indexes', 'Performance'],
    requirements: ['Comfortable writing SQL', 'PostgreSQL for Developers or similar'],
    outcomes: ['Read a query plan', 'Choose the right index', 'Avoid lock contention'],
    sections: [
      ['Storage and indexes', ['Pages and tuples', 'B-tree indexes', 'GIN and full-text search']],
      ['Query planning', ['Reading EXPLAIN', 'Statistics', 'Tuning exercise']],
      ['Concurrency', ['MVCC', 'Isolation levels', 'Internals check']],
    ],
    quiz: [
      {
        prompt: 'What does MVCC let readers avoid?',
        options: ['Indexes', 'Blocking writers', 'Transactions', 'Disk'],
        correct: 1,
        explanation: 'Readers see a snapshot, so they neither block nor wait for writers.',
      },
      {
        prompt: 'Which index type suits full-text search?',
        options: ['Hash', 'GIN', 'BRIN', 'None'],
        correct: 1,
        explanation: 'GIN indexes map each lexeme to the rows that contain it.',
      },
    ],
  },
  {
    slug: 'machine-learning-foundations',
    title: 'Machine Learning Foundations',
    category: 'Programming',
    subCategory: 'Data Science',
    level: 'intermediate',
    priceCents: 0,
    instructor: 'instructor',
    short: 'Train, evaluate and explain your first models with Python and scikit-learn.',
    resume:
      '<p>The core ideas behind machine learning without the hype: features, training and test sets, overfitting, and honest evaluation.</p>',
    keywords: ['Machine learning', 'Python', 'scikit-learn'],
    requirements: ['Python for Data Analysis or similar'],
    outcomes: ['Split data for honest evaluation', 'Train a classifier', 'Spot overfitting'],
    sections: [
      ['Ideas', ['What a model learns', 'Features and labels', 'Train and test sets']],
      ['Models', ['Linear models', 'Decision trees', 'Modelling exercise']],
      ['Evaluation', ['Overfitting', 'Machine learning check']],
    ],
    quiz: [
      {
        prompt: 'Why keep a test set apart?',
        options: [
          'To train faster',
          'To measure performance on unseen data',
          'To save memory',
          'It is optional',
        ],
        correct: 1,
        explanation: 'Only data the model never saw tells you how it will generalise.',
      },
      {
        prompt: 'A model perfect on training data but poor on test data is…',
        options: ['Underfitting', 'Overfitting', 'Well fitted', 'Unsupervised'],
        correct: 1,
        explanation: 'It memorised the training data instead of learning the pattern.',
      },
    ],
  },
];
