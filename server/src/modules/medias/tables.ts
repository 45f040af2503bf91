import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList } from '../../platform/db/columns.ts';
import { courses } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';

export const MEDIA_VISIBILITIES = ['public', 'private', 'course'] as const;

export const medias = pgTable(
  'medias',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    // Username is the original file name, Extension the mime type (docs/product/media.md#media).
    username: text('username').notNull(),
    hashname: text('hashname').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    subDir: text('sub_dir').notNull(),
    visibility: text('visibility', { enum: MEDIA_VISIBILITIES }).notNull().default('private'),
    courseId: uuid('course_id').references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    // Videos: the length read from the file, and the frame at 1 s (docs/product/media.md#file-upload-field)
    // stored as its own image.
    durationSeconds: real('duration_seconds'),
    posterMediaId: uuid('poster_media_id').references((): AnyPgColumn => medias.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('medias_poster_media_id_idx').on(t.posterMediaId),
    check('medias_duration_check', sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    unique('medias_sub_dir_hashname_unique').on(t.subDir, t.hashname),
    index('medias_owner_idx').on(t.ownerId),
    index('medias_course_idx').on(t.courseId),
    check('medias_size_check', sql`${t.size} >= 0`),
    check('medias_visibility_check', sql`${t.visibility} in ${inList(MEDIA_VISIBILITIES)}`),
  ],
);
