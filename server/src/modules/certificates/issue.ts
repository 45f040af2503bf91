// Issuing the certificate of a completed course (docs/product/certificates.md#issuing): one per student and
// course, enforced by the table's unique (user, course), so completing twice, or two requests at once, never
// makes a second.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CERTIFICATE_VALID_DAYS } from '@portal/shared-api/contract/certificates';
import type { Db } from '../../platform/db/client.ts';
import { certificates } from './tables.ts';

const DAY = 86_400_000;

/**
 * Issues the certificate now, valid CERTIFICATE_VALID_DAYS; a pending one becomes issued and an expired one
 * is renewed (the student retook the course). An issued one is left as it is, code and dates included.
 */
export async function issueCertificate(
  db: Db,
  now: Date,
  userId: string,
  course: { id: string; slug: string; title: string },
): Promise<void> {
  const expiryDate = new Date(now.getTime() + CERTIFICATE_VALID_DAYS * DAY);
  await db
    .insert(certificates)
    .values({
      // Random parts: the slug names the certificate in links, the code is printed and checked in public.
      slug: `${course.slug}-${randomBytes(4).toString('hex')}`,
      userId,
      courseId: course.id,
      title: `Certificate of Completion: ${course.title}`,
      status: 'issued',
      issueDate: now,
      expiryDate,
      verificationCode: randomBytes(12).toString('hex').toUpperCase(),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.courseId],
      set: { status: 'issued', issueDate: now, expiryDate },
      setWhere: sql`${certificates.status} <> 'issued'`,
    });
}
