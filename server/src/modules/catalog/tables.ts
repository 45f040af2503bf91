import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COURSE_LEVELS } from '@portal/shared-api/contract/enrollments';
import { createdAt, id, inList, tz, updatedAt } from '../../platform/db/columns.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';

// The wizard offers video, text, quiz, assignment (docs/product/course-authoring.md#section-and-lesson); the
// player adds pdf.
export const LESSON_TYPES = ['video', 'pdf', 'text', 'quiz', 'assignment'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue's full-text document: title (A), keywords (B), summary (C), description (D), stemmed in
 * English. `portal_words` is an IMMUTABLE array_to_string (migration 0006), which a generated column needs.
 */
const searchDocument = sql`setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', portal_words(keywords)), 'B')
  || setweight(to_tsvector('english', short_description), 'C')
  || setweight(to_tsvector('english', resume), 'D')`;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    // Sub categories (docs/product/course-authoring.md#wizard-lists) point at their parent category.
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    // Resume holds sanitised HTML (docs/product/catalog.md#course-detail).
    resume: text('resume').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    level: text('level', { enum: COURSE_LEVELS }).notNull().default('beginner'),
    language: text('language').notNull().default('English'),
    priceCents: integer('price_cents').notNull().default(0),
    // Set while the course is on sale: the price before the discount.
    originalPriceCents: integer('original_price_cents'),
    saleEndsAt: tz('sale_ends_at'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    whatYouWillLearn: text('what_you_will_learn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasCertificate: boolean('has_certificate').notNull().default(true),
    published: boolean('published').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    lastPublishedAt: tz('last_published_at'),
    // Kept by triggers on enrollments and course_ratings (migration 0006) so the catalogue sorts by
    // popularity and rating with an index instead of aggregating every row of both tables per search.
    studentsCount: integer('students_count').notNull().default(0),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(searchDocument),
    coverMediaId: uuid('cover_media_id').references((): AnyPgColumn => medias.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_cover_media_id_idx').on(t.coverMediaId),
    index('courses_sub_category_id_idx').on(t.subCategoryId),
    index('courses_created_by_idx').on(t.createdById),
    index('courses_category_idx').on(t.categoryId),
    index('courses_published_idx').on(t.published, t.archived, t.createdAt),
    index('courses_search_idx').using('gin', t.searchTsv),
    index('courses_price_idx').on(t.priceCents),
    index('courses_popular_idx').on(t.studentsCount),
    index('courses_rating_idx').on(t.ratingAvg),
    index('courses_newest_idx').on(t.lastPublishedAt.desc().nullsLast()),
    check('courses_price_check', sql`${t.priceCents} >= 0`),
    check(
      'courses_original_price_check',
      sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= ${t.priceCents}`,
    ),
    check('courses_duration_check', sql`${t.durationMinutes} >= 0`),
    check('courses_level_check', sql`${t.level} in ${inList(COURSE_LEVELS)}`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sections_course_idx').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: LESSON_TYPES }).notNull().default('video'),
    durationMinutes: integer('duration_minutes').notNull().default(15),
    // Body of text lessons and assignment instructions (sanitised HTML).
    content: text('content'),
    // The progressive file (the Download link); videos also have an adaptive stream, a DASH manifest whose
    // renditions and captions sit beside it in the same folder.
    mediaId: uuid('media_id').references(() => medias.id, { onDelete: 'set null' }),
    streamMediaId: uuid('stream_media_id').references(() => medias.id, { onDelete: 'set null' }),
    posterMediaId: uuid('poster_media_id').references(() => medias.id, { onDelete: 'set null' }),
    // A free preview: anyone may watch it from the course page, before buying.
    isPreview: boolean('is_preview').notNull().default(false),
    youtubeLink: text('youtube_link'),
    vimeoLink: text('vimeo_link'),
    position: integer('position').notNull().default(0),
    // Hidden by a moderator after a report: the player no longer lists it.
    hiddenAt: tz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lessons_media_id_idx').on(t.mediaId),
    index('lessons_poster_media_id_idx').on(t.posterMediaId),
    index('lessons_stream_media_id_idx').on(t.streamMediaId),
    index('lessons_section_idx').on(t.sectionId, t.position),
    check('lessons_type_check', sql`${t.type} in ${inList(LESSON_TYPES)}`),
    check('lessons_duration_check', sql`${t.durationMinutes} >= 0`),
  ],
);

/** Caption tracks of a video lesson: language and file (docs/product/player.md#caption-track). */
export const lessonTranscriptions = pgTable(
  'lesson_transcriptions',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    label: text('label'),
    // The track the player shows before the learner picks one (docs/product/player.md#caption-track: default flag).
    isDefault: boolean('is_default').notNull().default(false),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => medias.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('lesson_transcriptions_media_id_idx').on(t.mediaId),
    unique('lesson_transcriptions_lesson_language_unique').on(t.lessonId, t.language),
  ],
);

/**
 * Every word of the catalogue's titles and keywords, kept by a trigger on courses (migration 0006): the
 * small vocabulary a misspelt search word is corrected against with trigram similarity (pg_trgm), so the
 * search itself stays a full-text query the GIN index answers.
 */
export const catalogWords = pgTable('catalog_words', { word: text('word').primaryKey() }, (t) => [
  index('catalog_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Star ratings shown on course cards (docs/product/catalog.md#course-card); written reviews live in
 * `reviews`.
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_ratings_user_id_idx').on(t.userId),
    unique('course_ratings_course_user_unique').on(t.courseId, t.userId),
    check('course_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
