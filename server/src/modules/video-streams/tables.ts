import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { medias } from '../medias/tables.ts';

export const VIDEO_STREAM_STATUSES = ['processing', 'ready', 'failed'] as const;

/** One rendition of a ladder, as the manifest lists it. */
export type RenditionRow = { height: number; width: number; bandwidth: number };

/**
 * The adaptive stream made from an uploaded video (docs/product/media.md#transcoding): one row per video,
 * written by the transcoding job. The stream's files live in their own folder, owned by the manifest's
 * medias row; `progress` is a whole percent.
 */
export const videoStreams = pgTable(
  'video_streams',
  {
    mediaId: uuid('media_id')
      .primaryKey()
      .references((): AnyPgColumn => medias.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VIDEO_STREAM_STATUSES }).notNull().default('processing'),
    progress: integer('progress').notNull().default(0),
    /** Why the last attempt failed, in words the author can act on. */
    error: text('error'),
    manifestMediaId: uuid('manifest_media_id').references((): AnyPgColumn => medias.id, {
      onDelete: 'set null',
    }),
    renditions: jsonb('renditions').$type<RenditionRow[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_streams_manifest_media_id_idx').on(t.manifestMediaId),
    check('video_streams_status_check', sql`${t.status} in ${inList(VIDEO_STREAM_STATUSES)}`),
    check('video_streams_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Caption tracks of an uploaded video (docs/product/player.md#caption-track): the WebVTT file the server made from the
 * author's WebVTT or SRT, with its language, label and default flag. Publishing copies them to the lesson.
 */
export const videoCaptions = pgTable(
  'video_captions',
  {
    id: id(),
    mediaId: uuid('media_id')
      .notNull()
      .references((): AnyPgColumn => medias.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    fileMediaId: uuid('file_media_id')
      .notNull()
      .references((): AnyPgColumn => medias.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('video_captions_media_language_unique').on(t.mediaId, t.language),
    index('video_captions_file_media_id_idx').on(t.fileMediaId),
  ],
);
