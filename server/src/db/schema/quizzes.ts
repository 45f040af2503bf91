import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lessons } from './catalog.ts';
import { createdAt, id } from './columns.ts';
import { users } from './identity.ts';

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    options: text('options').array().notNull(),
    // Index into options; never sent to the learner before the attempt is submitted.
    correctOption: integer('correct_option').notNull(),
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('quiz_questions_lesson_idx').on(t.lessonId, t.position),
    check('quiz_questions_options_check', sql`cardinality(${t.options}) >= 2`),
    check(
      'quiz_questions_correct_check',
      sql`${t.correctOption} >= 0 and ${t.correctOption} < cardinality(${t.options})`,
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
    // Chosen option per question id.
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_lesson_id_idx').on(t.lessonId),
    index('quiz_attempts_user_lesson_idx').on(t.userId, t.lessonId, t.createdAt),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);
