import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { CERTIFICATE_STATUSES } from '@portal/shared-api/contract/certificates';
import { courses } from '../catalog/tables.ts';
import { createdAt, id, inList, tz } from '../../platform/db/columns.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: CERTIFICATE_STATUSES }).notNull().default('pending'),
    issueDate: tz('issue_date'),
    expiryDate: tz('expiry_date'),
    // Public code printed on the certificate, checked at /certificates/verify/:code.
    verificationCode: text('verification_code').notNull().unique(),
    imageMediaId: uuid('image_media_id').references(() => medias.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificates_course_id_idx').on(t.courseId),
    index('certificates_image_media_id_idx').on(t.imageMediaId),
    unique('certificates_user_course_unique').on(t.userId, t.courseId),
    index('certificates_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('certificates_status_check', sql`${t.status} in ${inList(CERTIFICATE_STATUSES)}`),
    check('certificates_issued_check', sql`${t.status} = 'pending' or ${t.issueDate} is not null`),
  ],
);
