// Course notes of the demo people, on lessons of the courses they study. A note on a video lesson is tied to
// a moment of the demo clip (under 12 seconds); a note on a reading or a handout is at 0 s. Colours are the
// note form's (10 pastels: docs/product/notes.md#note-colours), content is the editor's rich text.
import type { NoteColor } from '@portal/shared-api/contract/course-notes';
import type { PerPerson } from '../../seed/people.ts';

/** [course slug, lesson title, title, content, seconds into the video, tags, private, colour, days ago] */
export type NotePlan = [string, string, string, string, number, string[], boolean, NoteColor, number][];

export const NOTES: PerPerson<NotePlan> = {
  student: [
    [
      'advanced-react-development',
      'Custom hooks that compose',
      'Custom hook naming',
      '<p>Always start with <code>use</code> so the linter checks the rules of hooks.</p><p>Return an object when there are <strong>more than two</strong> values.</p>',
      5,
      ['hooks', 'conventions'],
      true,
      '#FFF9C4',
      14,
    ],
    [
      'advanced-react-development',
      'Profiling a slow screen',
      'Profiler workflow',
      '<ol><li>Record</li><li>Find the widest bar</li><li>Check why it rendered</li><li>Fix one thing, record again</li></ol>',
      3,
      ['performance'],
      true,
      '#C8E6C9',
      6,
    ],
    // The video the student left half way: Continue opens it with this note beside it.
    [
      'advanced-react-development',
      'Testing by behaviour',
      'Query by role',
      '<p>Find elements the way a person would: <code>getByRole</code> with a name, not test ids. A query that fails then also means the page lost some accessibility.</p>',
      4,
      ['testing', 'a11y'],
      false,
      '#BBDEFB',
      0,
    ],
    [
      'postgresql-for-developers',
      'Reading EXPLAIN output',
      'EXPLAIN checklist',
      '<p>Compare estimated and actual rows; a big difference means stale statistics. Run <code>ANALYZE</code>.</p>',
      9,
      ['sql', 'performance'],
      true,
      '#F8BBD0',
      4,
    ],
    [
      'postgresql-for-developers',
      'Transactions and isolation',
      'Isolation levels',
      '<p>Read committed is the default. Use <strong>serializable</strong> for money movements and retry on serialization failures.</p>',
      0,
      ['transactions'],
      false,
      '#D1C4E9',
      2,
    ],
    [
      'nodejs-backend-development',
      'Error handling that helps clients',
      'Validation errors',
      '<p>Answer 400 with a message a person can read, never the stack trace.</p>',
      0,
      ['api', 'errors'],
      true,
      '#FFE0B2',
      1,
    ],
    [
      'modern-css-techniques',
      'Fluid type and spacing',
      'Fluid type',
      '<p><code>clamp(1rem, 0.9rem + 0.5vw, 1.25rem)</code> for body text; test at 320px and 1440px.</p>',
      0,
      ['css', 'typography'],
      false,
      '#DCEDC8',
      8,
    ],
  ],
  student2: [
    [
      'photography-light-and-composition',
      'Golden hour and open shade',
      'Open shade',
      '<p>Stand the subject just inside the shadow line; the light stays soft and even.</p>',
      6,
      ['light'],
      true,
      '#FFF9C4',
      20,
    ],
    [
      'digital-marketing-strategy',
      'Positioning in one sentence',
      'Positioning template',
      '<p>For [audience] who [need], we are the [category] that [benefit].</p>',
      0,
      ['strategy'],
      false,
      '#B2EBF2',
      3,
    ],
  ],
};
