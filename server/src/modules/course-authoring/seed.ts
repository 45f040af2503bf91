// The demo instructor's course in progress (issue 15): a draft left on the wizard's Course Content step,
// basic information filled in and a first section of two lessons, so Instructor courses lists a draft
// next to the published courses of the catalogue seed and the wizard reopens mid-way.
import type { CourseDraftPayload } from '@portal/shared-api/contract/course-authoring';
import { courseDrafts } from './tables.ts';
import type { People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { daysAgo, slugify } from '../../seed/time.ts';

const DRAFT: CourseDraftPayload = {
  Title: 'TypeScript for React Developers',
  Description:
    '<p>Bring the type checker into the React code you already write.</p>' +
    '<p>We type props, state, hooks and context, then tame forms and API data without drowning in generics.</p>',
  ShortDescription: 'Type your components, hooks and API data with confidence',
  Category: slugify('Programming'),
  SubCategory: slugify('Programming Web Development'),
  Level: 'intermediate',
  Language: 'English',
  IsFree: false,
  Price: 59.99,
  DiscountPrice: 0,
  Tags: ['TypeScript', 'React'],
  Requirements: ['Comfortable with React function components', 'Basic JavaScript (ES2020)'],
  WhatYouWillLearn: [
    'Type props, state and events without any',
    'Write typed custom hooks',
    'Model API responses as types',
  ],
  Sections: [
    {
      Id: 'section-setup',
      Title: 'Setting up TypeScript in a React project',
      Description: 'From a JavaScript project to a strict TypeScript one.',
      Order: 0,
      Lessons: [
        {
          Id: 'lesson-why',
          Title: 'Why types pay off in React',
          Description: 'The bugs the compiler catches before your users do.',
          Type: 'text',
          Duration: 8,
          Content:
            '<h2>Why types pay off</h2><p>Most runtime errors in React apps are a wrong prop or a missing field in API data.</p>' +
            '<ul><li>Props checked at every call site</li><li>Safe refactors across files</li><li>Editor hints for every hook</li></ul>',
          Resources: ['https://www.typescriptlang.org/docs/handbook/react.html'],
          Order: 0,
          MediaId: null,
        },
        {
          Id: 'lesson-tsconfig',
          Title: 'A strict tsconfig, line by line',
          Description: 'Turning on strict mode and the options worth adding.',
          Type: 'video',
          Duration: 12,
          Content: '',
          Resources: [],
          Order: 1,
          // The video is still to be recorded and uploaded.
          MediaId: null,
        },
      ],
    },
  ],
  CoverMediaId: null,
  Step: 1,
};

export async function seedCourseDrafts(ctx: SeedContext, { people }: { people: People }) {
  const updated = daysAgo(ctx.now, 2, 18);
  await ctx.tx.insert(courseDrafts).values({
    authorId: people.instructor.id,
    data: DRAFT,
    step: DRAFT.Step ?? 0,
    createdAt: daysAgo(ctx.now, 5, 10),
    updatedAt: updated,
  });
}
