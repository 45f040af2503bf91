// The certificates API's reads (docs/product/certificates.md#api): the user's certificates in every shape the
// spec names (my, by user slug, lazy pages, one, by status, by course) and the public verification of a code.
// A certificate past its expiry date reads as expired whatever its row says; another user's is a 404.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_TEXTS,
  certificateDownloadPath,
  type Certificate,
  type CertificateList,
  type CertificateStatus,
  type VerifyAnswer,
} from '@portal/shared-api/contract/certificates';
import { canAccess } from '@portal/shared-api/contract/auth';
import { displayName } from '@portal/shared-api/contract/auth';
import type { Deps } from '../../core/deps.ts';
import { certificates } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { mediaUrl } from '../../core/media-url.ts';
import { certificateVerifyUrl } from './certificates.ts';
import type { Caller } from '../../core/caller.ts';

const teacher = alias(users, 'teacher');
const image = alias(medias, 'image');
const notFound = () => httpError(404, CERTIFICATE_TEXTS.notFound);

/** The status a person sees: an issued certificate past its expiry date is expired. */
export function effectiveStatusSql(now: Date) {
  return sql<CertificateStatus>`case when ${certificates.status} = 'issued' and ${certificates.expiryDate} is not null
    and ${certificates.expiryDate} <= ${now.toISOString()}::timestamptz then 'expired' else ${certificates.status} end`;
}

function selectCertificates(deps: Deps) {
  return deps.db
    .select({
      cert: certificates,
      status: effectiveStatusSql(deps.clock.now()),
      course: { id: courses.id, title: courses.title, slug: courses.slug },
      teacher: { Firstname: teacher.firstname, Lastname: teacher.lastname, Username: teacher.username },
      image: { subDir: image.subDir, hashname: image.hashname },
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(teacher, eq(teacher.id, courses.createdById))
    .leftJoin(image, eq(image.id, certificates.imageMediaId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCertificates>['execute']>>[number];

function toCertificate(deps: Deps, row: Row): Certificate {
  const issued = row.status !== 'pending';
  return {
    Id: row.cert.id,
    Slug: row.cert.slug,
    Title: row.cert.title,
    Course: { Id: row.course.id, Title: row.course.title, Slug: row.course.slug },
    Instructor: displayName(row.teacher),
    Status: row.status,
    IssueDate: row.cert.issueDate?.toISOString() ?? null,
    ExpiryDate: row.cert.expiryDate?.toISOString() ?? null,
    // The code proves a certificate: it is shown once there is one to prove.
    VerificationCode: issued ? row.cert.verificationCode : null,
    VerifyUrl: issued ? certificateVerifyUrl(deps, row.cert.verificationCode) : null,
    ImageUrl: row.image ? mediaUrl(row.image) : null,
    DownloadUrl: issued ? certificateDownloadPath(row.cert.id) : null,
  };
}

/** The user's certificates, newest first, optionally narrowed, a page at a time, with the total. */
export async function listCertificates(
  deps: Deps,
  userId: string,
  options: { where?: SQL; take?: number; skip?: number } = {},
): Promise<CertificateList> {
  const where = and(eq(certificates.userId, userId), options.where);
  const [rows, [counted]] = await Promise.all([
    selectCertificates(deps)
      .where(where)
      .orderBy(desc(certificates.createdAt), asc(certificates.id))
      .limit(options.take ?? 1000)
      .offset(options.skip ?? 0),
    deps.db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { certificates: rows.map((row) => toCertificate(deps, row)), total: counted?.n ?? 0 };
}

export const byStatus = (deps: Deps, status: CertificateStatus) =>
  sql`${effectiveStatusSql(deps.clock.now())} = ${status}`;

export function byCourse(courseId: string): SQL {
  if (!isUuid(courseId)) throw notFound();
  return eq(certificates.courseId, courseId);
}

/** GET /certificates/user/{userSlug}: the caller's own, or anyone's for an administrator. */
export async function certificatesOfUserSlug(
  deps: Deps,
  caller: Caller,
  userSlug: string,
): Promise<CertificateList> {
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.slug, userSlug)).limit(1);
  if (!owner || (owner.id !== caller.id && !canAccess('admin', caller.role))) throw notFound();
  return listCertificates(deps, owner.id);
}

export async function getCertificate(deps: Deps, userId: string, id: string): Promise<Certificate> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectCertificates(deps)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return toCertificate(deps, row);
}

/** GET /certificates/verify/{code}, public: valid, expired or unknown, with what the certificate shows. */
export async function verifyCertificate(deps: Deps, code: string): Promise<VerifyAnswer> {
  const [row] = await selectCertificates(deps)
    .where(eq(certificates.verificationCode, code.trim().toUpperCase()))
    .limit(1);
  // A pending certificate proves nothing yet: its code reads as unknown.
  if (!row || row.status === 'pending')
    return { result: 'unknown', name: null, course: null, issueDate: null, expiryDate: null };
  const [holder] = await deps.db
    .select({ Firstname: users.firstname, Lastname: users.lastname, Username: users.username })
    .from(users)
    .where(eq(users.id, row.cert.userId));
  return {
    result: row.status === 'expired' ? 'expired' : 'valid',
    name: displayName(holder!),
    course: row.course.title,
    issueDate: row.cert.issueDate?.toISOString() ?? null,
    expiryDate: row.cert.expiryDate?.toISOString() ?? null,
  };
}
