// POST /certificates/generate and /certificates/{id}/share (docs/product/certificates.md#api): a certificate
// only for a course the user completed (the same issuing the enrolments' complete action does), and the share
// links with real fields.
import { and, eq } from 'drizzle-orm';
import {
  CERTIFICATE_TEXTS,
  certificateMailto,
  linkedInAddUrl,
  type Certificate,
  type CertificateSharePlatform,
  type ShareAnswer,
} from '@portal/shared-api/contract/certificates';
import type { Deps } from '../../core/deps.ts';
import { enrollments } from '../enrollments/tables.ts';
import { httpError } from '../../core/errors.ts';
import { issueCertificate } from './issue.ts';
import { byCourse, getCertificate, listCertificates } from './reads.ts';
import { findOpenCourse } from '../course-access/index.ts';

export async function generateCertificate(
  deps: Deps,
  userId: string,
  courseId: string,
): Promise<Certificate> {
  const course = await findOpenCourse(deps.db, courseId);
  if (!course.hasCertificate) throw httpError(409, CERTIFICATE_TEXTS.noCertificate);
  const [enrolment] = await deps.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)))
    .limit(1);
  if (enrolment?.status !== 'completed') throw httpError(409, CERTIFICATE_TEXTS.notCompleted);
  await issueCertificate(deps.db, deps.clock.now(), userId, course);
  const { certificates } = await listCertificates(deps, userId, { where: byCourse(course.id) });
  return certificates[0]!;
}

export async function shareCertificate(
  deps: Deps,
  userId: string,
  id: string,
  platform: CertificateSharePlatform,
): Promise<ShareAnswer> {
  const cert = await getCertificate(deps, userId, id);
  if (!cert.VerifyUrl || !cert.IssueDate || !cert.VerificationCode)
    throw httpError(409, CERTIFICATE_TEXTS.notIssued);
  const url =
    platform === 'LinkedIn'
      ? linkedInAddUrl({
          title: cert.Title,
          issueDate: new Date(cert.IssueDate),
          expiryDate: cert.ExpiryDate ? new Date(cert.ExpiryDate) : null,
          verifyUrl: cert.VerifyUrl,
          code: cert.VerificationCode,
        })
      : certificateMailto({ title: cert.Title, verifyUrl: cert.VerifyUrl });
  return { platform, url, message: CERTIFICATE_TEXTS.shared(platform) };
}
