import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lessons } from './catalog.ts';
import { createdAt, id, inList } from './columns.ts';
import { users } from './identity.ts';

export const QUIZ_QUESTION_KINDS = ['single', 'multiple'] as const;

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    options: text('options').array().notNull(),
    // single: exactly one option is right; multiple: the learner ticks every right one.
    kind: text('kind', { enum: QUIZ_QUESTION_KINDS }).notNull().default('single'),
    // Indexes into options; never sent to the learner before the attempt is submitted.
    correctOptions: integer('correct_options').array().notNull(),
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('quiz_questions_lesson_idx').on(t.lessonId, t.position),
    check('quiz_questions_options_check', sql`cardinality(${t.options}) >= 2`),
    check('quiz_questions_kind_check', sql`${t.kind} in ${inList(QUIZ_QUESTION_KINDS)}`),
    check(
      'quiz_questions_correct_check',
      sql`cardinality(${t.correctOptions}) >= 1 and cardinality(${t.correctOptions}) <= cardinality(${t.options})`,
    ),
  ],
);

/** A submitted quiz; QuizScores of the analytics page (02 §3) are the scores of these. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    // Chosen options per question id.
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_lesson_id_idx').on(t.lessonId),
    index('quiz_attempts_user_lesson_idx').on(t.userId, t.lessonId, t.createdAt),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);
