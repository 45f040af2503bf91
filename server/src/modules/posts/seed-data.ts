// Blog posts of the demo people (docs/product/posts.md#published-posts): the student has more than a page of
// them, the newest a draft, so the manage page shows paging and both states.
import type { PerPerson } from '../../seed/people.ts';

/** [title, first paragraph, second paragraph, top-level category slug (catalog seed's slugify(title))] */
export type PostPlan = [string, string, string, string][];

export interface AuthorPlan {
  /** Days before the first post; each further post is four days older. */
  offsetDays: number;
  /** The newest post stays a draft. */
  newestIsDraft?: boolean;
  /** Every published post gets a threaded discussion, votes both ways and reviewed ratings. */
  lively?: boolean;
  posts: PostPlan;
}

export const POSTS: PerPerson<AuthorPlan> = {
  student: {
    offsetDays: 0,
    newestIsDraft: true,
    posts: [
      [
        'What I learned from profiling my first slow React screen',
        'Last week a product list in my side project took almost a second to respond to typing.',
        'The profiler showed one expensive child re-rendering on every keystroke. Moving the filter state down fixed it without a single memo.',
        'programming',
      ],
      [
        'Five habits that kept my study streak alive',
        'I have studied every day for nine days now, mostly before work.',
        'The habits: a fixed time, a tiny first task, notes in the player, a weekly review and one rest day a fortnight.',
        'personal-development',
      ],
      [
        'Why I finally understand CSS grid',
        'Grid template areas turned layouts into something I can read like a map.',
        'I rebuilt my portfolio header with four lines of CSS instead of forty.',
        'design',
      ],
      [
        'Notes from the database design clinic',
        'Lucas reviewed our schemas and found the same mistake in three of them.',
        'Index the columns you filter by, in the order you filter, and measure with EXPLAIN before and after.',
        'programming',
      ],
      [
        'From designer to developer: month three',
        'Three months ago I could only style pages. Now I ship small features end to end.',
        'The biggest change was learning to test behaviour instead of implementation details.',
        'design',
      ],
      [
        'How I take notes during video lessons',
        'Timestamps are the secret: every note links back to the second I wrote it.',
        'I colour notes by topic and review them every Sunday.',
        'personal-development',
      ],
      [
        'Async and await without the confusion',
        'Promises clicked when I stopped thinking of them as callbacks.',
        'Await pauses the function, not the program. That one sentence fixed most of my bugs.',
        'programming',
      ],
      [
        'My favourite Figma shortcuts',
        'Auto layout and a handful of shortcuts halved the time I spend on mock-ups.',
        'Shift+A for auto layout, Alt-drag to duplicate, and Ctrl+Alt+K to create a component.',
        'design',
      ],
      [
        'Choosing my next course',
        'I had six courses in my wishlist and no plan.',
        'I sorted them by what my current job needs first, then by what I enjoy most.',
        'personal-development',
      ],
      [
        'What a failed payment taught me about error messages',
        'My card was declined at checkout and the message told me exactly what to do.',
        'Good error messages say what happened and what to try next. I now write mine that way.',
        'business',
      ],
      [
        'A week of learning in 25-minute blocks',
        'I tried the pomodoro technique for a week of study.',
        'Focus improved, but I needed longer blocks for the coding exercises.',
        'personal-development',
      ],
      [
        'Pairing in a study group',
        'Our study circle pairs on every exercise.',
        'Explaining my code out loud finds more bugs than any tool I use.',
        'programming',
      ],
      [
        'Preparing for my first technical interview',
        'I am collecting small projects that show what I can do.',
        'Each one has a readme that explains the decisions, not just the features.',
        'business',
      ],
    ],
  },
  instructor: {
    offsetDays: 2,
    lively: true,
    posts: [
      [
        'How we design courses at the academy',
        'Every course starts from the projects learners want to build.',
        'We write the final exercise first, then the lessons that lead to it.',
        'programming',
      ],
      [
        'Three API mistakes I see in every review',
        'Leaking stack traces, trusting the client and missing pagination.',
        'Each has a simple fix, and the Node.js course covers all three.',
        'programming',
      ],
      [
        'Preparing for office hours',
        'Bring a specific question and the smallest code that shows it.',
        'We will get further in ten minutes than in an hour of guessing.',
        'personal-development',
      ],
    ],
  },
  student2: {
    offsetDays: 3,
    posts: [
      [
        'Shooting at golden hour on a budget',
        'A phone and the right hour beat an expensive camera at noon.',
        'My favourite shots this month came from twenty minutes before sunset.',
        'photography',
      ],
      [
        'Tracking campaign results in a spreadsheet',
        'Before buying any tool, I track clicks and sales by hand.',
        'It forces me to decide which numbers matter.',
        'marketing',
      ],
    ],
  },
};
