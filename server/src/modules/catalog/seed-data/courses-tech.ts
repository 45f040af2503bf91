import type { CourseDef } from '../seed-types.ts';

export const TECH_COURSES: CourseDef[] = [
  {
    slug: 'modern-javascript-fundamentals',
    title: 'Modern JavaScript Fundamentals',
    category: 'Programming',
    subCategory: 'Web Development',
    level: 'beginner',
    priceCents: 0,
    instructor: 'instructor',
    short:
      'Learn the language of the web from variables to async code, with small exercises after every lesson.',
    resume:
      '<p>This course takes you from your first variable to writing asynchronous code with <strong>promises</strong> and <code>async/await</code>.</p><p>Every lesson ends with a short exercise you can run in the browser.</p>',
    keywords: ['JavaScript', 'ES2023', 'Web'],
    requirements: ['A computer with a modern browser'],
    outcomes: ['Write clean modern JavaScript', 'Work with arrays and objects', 'Handle asynchronous code'],
    sections: [
      [
        'Getting started',
        ['Why JavaScript matters', 'Setting up your editor', 'Values, types and variables'],
      ],
      ['Working with data', ['Arrays and their methods', 'Objects and destructuring']],
      [
        'Asynchronous JavaScript',
        ['Promises explained', 'Async and await in practice', 'Fundamentals check'],
      ],
    ],
    quiz: [
      {
        prompt: 'Which keyword declares a variable that cannot be reassigned?',
        options: ['var', 'let', 'const', 'static'],
        correct: 2,
        explanation: 'const creates a binding that cannot be reassigned.',
      },
      {
        prompt: 'What does an async function always return?',
        options: ['A callback', 'A Promise', 'undefined', 'A generator'],
        correct: 1,
        explanation: 'The return value of an async function is wrapped in a Promise.',
      },
      {
        prompt: 'Which array method creates a new array with the results of a function?',
        options: ['forEach', 'map', 'find', 'some'],
        correct: 1,
        explanation: 'map returns a new array of the same length.',
      },
    ],
  },
  {
    slug: 'advanced-react-development',
    title: 'Advanced React Development',
    category: 'Programming',
    subCategory: 'Web Development',
    level: 'advanced',
    priceCents: 8999,
    originalPriceCents: 12999,
    instructor: 'instructor',
    short: 'Master hooks, performance, data fetching and testing patterns used in production React apps.',
    resume:
      '<p>Go beyond the basics: custom hooks, rendering performance, suspense-based data fetching and a testing strategy your team can trust.</p>',
    keywords: ['React', 'Hooks', 'Performance', 'Testing'],
    requirements: ['Comfortable with JavaScript', 'Built at least one React app'],
    outcomes: ['Design reusable custom hooks', 'Find and fix slow renders', 'Test components by behaviour'],
    sections: [
      [
        'Thinking in hooks',
        ['Custom hooks that compose', 'Reducers for complex state', 'Context without re-render storms'],
      ],
      ['Performance', ['Profiling a slow screen', 'Memoisation that pays off']],
      ['Quality', ['Testing by behaviour', 'Shipping a feature end to end', 'Advanced React check']],
    ],
    quiz: [
      {
        prompt: 'When does React re-run an effect with a dependency array?',
        options: ['On every render', 'When a dependency changes', 'Only on mount', 'Never'],
        correct: 1,
        explanation: 'Effects re-run when one of their dependencies changes between renders.',
      },
      {
        prompt: 'What should a component test query by first?',
        options: ['CSS class', 'Test id', 'Accessible role', 'Component name'],
        correct: 2,
        explanation: 'Queries by role match how users and assistive technology find elements.',
      },
    ],
  },
  {
    slug: 'nodejs-backend-development',
    title: 'Node.js Backend Development',
    category: 'Programming',
    subCategory: 'Backend Development',
    level: 'intermediate',
    priceCents: 6999,
    instructor: 'instructor',
    short: 'Build a secure REST API with Node.js, validation, authentication and a real database.',
    resume:
      '<p>Design and build a production-style API: routing, validation, sessions, database access and graceful shutdown.</p>',
    keywords: ['Node.js', 'REST', 'APIs', 'Security'],
    requirements: ['JavaScript fundamentals'],
    outcomes: [
      'Structure an API into routes and services',
      'Validate every request',
      'Store passwords safely',
    ],
    sections: [
      [
        'API foundations',
        [
          'How HTTP servers work in Node',
          'Routing and request validation',
          'Error handling that helps clients',
        ],
      ],
      ['Persistence', ['Connecting to PostgreSQL', 'Migrations and schema changes']],
      ['Security', ['Sessions and cookies', 'Hashing passwords with argon2', 'Backend check']],
    ],
    quiz: [
      {
        prompt: 'Which status code means the client is not signed in?',
        options: ['400', '401', '403', '404'],
        correct: 1,
        explanation: '401 Unauthorized means authentication is required.',
      },
      {
        prompt: 'Why are passwords hashed with a slow algorithm?',
        options: [
          'To save disk space',
          'To make brute force expensive',
          'To allow decryption',
          'To speed up login',
        ],
        correct: 1,
        explanation: 'Slow, memory-hard hashes make guessing attacks costly.',
      },
    ],
  },
  {
    slug: 'python-for-data-analysis',
    title: 'Python for Data Analysis',
    category: 'Programming',
    subCategory: 'Data Science',
    level: 'beginner',
    priceCents: 4999,
    instructor: 'instructor',
    short: 'Clean, explore and visualise real datasets with Python, pandas and notebooks.',
    resume:
      '<p>Learn the day-to-day workflow of a data analyst: loading data, cleaning it, asking questions and presenting answers with charts.</p>',
    keywords: ['Python', 'pandas', 'Data'],
    requirements: ['No programming experience needed'],
    outcomes: ['Load and clean CSV data', 'Group and summarise with pandas', 'Build clear charts'],
    sections: [
      ['Python essentials', ['Your first notebook', 'Lists, dictionaries and loops']],
      ['pandas', ['DataFrames from CSV files', 'Cleaning messy columns', 'Grouping and aggregation']],
      ['Telling the story', ['Charts that answer a question', 'Data analysis check']],
    ],
    quiz: [
      {
        prompt: 'Which pandas method groups rows by a column?',
        options: ['merge', 'groupby', 'pivot', 'apply'],
        correct: 1,
        explanation: 'groupby splits rows into groups for aggregation.',
      },
      {
        prompt: 'What does df.dropna() remove?',
        options: ['Duplicate rows', 'Rows with missing values', 'Empty columns only', 'The index'],
        correct: 1,
        explanation: 'dropna drops rows (by default) that contain missing values.',
      },
    ],
  },
  {
    slug: 'postgresql-for-developers',
    title: 'PostgreSQL for Application Developers',
    category: 'Programming',
    subCategory: 'Databases',
    level: 'intermediate',
    priceCents: 3999,
    originalPriceCents: 5999,
    instructor: 'instructor',
    short: 'Model data, write fast queries and keep your schema healthy as your application grows.',
    resume:
      '<p>From normalised schemas to indexes and transactions, learn the PostgreSQL skills every application developer needs.</p>',
    keywords: ['PostgreSQL', 'SQL', 'Indexes'],
    requirements: ['Basic SQL'],
    outcomes: ['Design normalised tables', 'Read query plans', 'Use transactions correctly'],
    sections: [
      ['Modelling', ['Tables, keys and constraints', 'Normalisation without pain', 'Choosing data types']],
      ['Performance', ['Reading EXPLAIN output', 'Indexes that matter']],
      ['Reliability', ['Transactions and isolation', 'Database check']],
    ],
    quiz: [
      {
        prompt: 'What does a foreign key guarantee?',
        options: ['Fast lookups', 'That a referenced row exists', 'Unique values', 'Sorted storage'],
        correct: 1,
        explanation: 'A foreign key enforces referential integrity.',
      },
      {
        prompt: 'Which command shows how PostgreSQL will run a query?',
        options: ['DESCRIBE', 'EXPLAIN', 'SHOW PLAN', 'ANALYZE TABLE'],
        correct: 1,
        explanation: 'EXPLAIN prints the query plan.',
      },
    ],
  },
  {
    slug: 'project-management-for-teams',
    title: 'Project Management for Teams',
    category: 'Business',
    subCategory: 'Management',
    level: 'intermediate',
    priceCents: 5499,
    instructor: 'instructor',
    short: 'Plan, run and deliver projects with small teams using practical agile habits.',
    resume:
      '<p>A hands-on guide to planning work, running short iterations, handling risk and keeping stakeholders informed.</p>',
    keywords: ['Agile', 'Scrum', 'Planning'],
    requirements: ['Experience working in a team'],
    outcomes: ['Write a clear project brief', 'Run effective iterations', 'Report progress honestly'],
    sections: [
      ['Starting right', ['Writing a one-page project brief', 'Estimating with ranges']],
      ['Running the work', ['Iterations and reviews', 'Managing risk early', 'Meetings people do not hate']],
      ['Delivering', ['Stakeholder updates', 'Project management check']],
    ],
    quiz: [
      {
        prompt: 'What is the main purpose of an iteration review?',
        options: ['Assign blame', 'Inspect the increment and adapt', 'Plan holidays', 'Approve budgets'],
        correct: 1,
        explanation: 'Reviews inspect what was built and adapt the plan.',
      },
      {
        prompt: 'Why estimate with ranges?',
        options: [
          'They look professional',
          'They communicate uncertainty',
          'They are always shorter',
          'Tools require it',
        ],
        correct: 1,
        explanation: 'Ranges make uncertainty visible to stakeholders.',
      },
    ],
  },
  {
    slug: 'startup-finance-essentials',
    title: 'Startup Finance Essentials',
    category: 'Business',
    subCategory: 'Finance',
    level: 'beginner',
    priceCents: 2999,
    instructor: 'instructor',
    short: 'Understand cash flow, pricing and fundraising basics before they become urgent.',
    resume:
      '<p>Read a profit and loss statement, forecast cash, price your product and prepare for conversations with investors.</p>',
    keywords: ['Finance', 'Startups', 'Cash flow'],
    requirements: ['None'],
    outcomes: ['Build a 12-month cash forecast', 'Price with confidence', 'Understand dilution'],
    sections: [
      ['Money basics', ['Profit is not cash', 'Reading a profit and loss statement']],
      ['Planning', ['A 12-month cash forecast', 'Pricing your product', 'Finance check']],
    ],
    quiz: [
      {
        prompt: 'A profitable company can still fail because of what?',
        options: ['Too many customers', 'Running out of cash', 'High margins', 'Low taxes'],
        correct: 1,
        explanation: 'Cash timing, not profit, keeps a company alive.',
      },
      {
        prompt: 'What is runway?',
        options: [
          'Months of cash left at the current burn',
          'Annual revenue',
          'Number of investors',
          'Product roadmap length',
        ],
        correct: 0,
        explanation: 'Runway is cash divided by monthly net burn.',
      },
    ],
  },
];
