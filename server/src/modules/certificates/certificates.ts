// A certificate's PDF (docs/product/certificates.md#download-links): the download answers a short-lived
// signed link, and the link answers the PDF. A certificate is its owner's only: anyone else gets a 404.
import { CERTIFICATE_HAS_PDF, CERTIFICATE_TEXTS } from '@portal/shared-api/contract/certificates';
import { displayName } from '@portal/shared-api/contract/auth';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DownloadLink } from '@portal/shared-api/schemas/common';
import type { Deps } from '../../core/deps.ts';
import { certificates } from './tables.ts';
import { courses } from '../catalog/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { checkSignedPath, signPath, type LinkSigner, type SignedLinkQuery } from '../../core/signed-links.ts';
import { renderCertificatePdf } from './pdf.ts';

const instructor = alias(users, 'instructor');

export interface CertificateFile {
  filename: string;
  pdf: Buffer;
}

/** The public page that says whether a code belongs to a valid certificate (the PDF's link and QR code). */
export function certificateVerifyUrl(deps: Deps, verificationCode: string): string {
  return `${deps.config.publicUrl}/certificates/verify/${encodeURIComponent(verificationCode)}`;
}

/** Where the signed link leads: the PDF itself. */
const certificateFilePath = (certificateId: string) =>
  `/api/certificates/${encodeURIComponent(certificateId)}/pdf`;

/** What the PDF prints, of the owner's issued certificate: 404 for anyone else's, 409 while pending. */
async function readIssued(deps: Deps, userId: string, certificateId: string) {
  if (!isUuid(certificateId)) throw httpError(404, CERTIFICATE_TEXTS.notFound);
  const [row] = await deps.db
    .select({
      slug: certificates.slug,
      title: certificates.title,
      status: certificates.status,
      issueDate: certificates.issueDate,
      expiryDate: certificates.expiryDate,
      verificationCode: certificates.verificationCode,
      courseTitle: courses.title,
      student: { Firstname: users.firstname, Lastname: users.lastname, Username: users.username },
      teacher: {
        Firstname: instructor.firstname,
        Lastname: instructor.lastname,
        Username: instructor.username,
      },
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.createdById))
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
    .limit(1);
  if (!row) throw httpError(404, CERTIFICATE_TEXTS.notFound);
  if (!CERTIFICATE_HAS_PDF[row.status] || !row.issueDate) throw httpError(409, CERTIFICATE_TEXTS.notIssued);
  return { ...row, issueDate: row.issueDate };
}

/** GET /certificates/{id}/download: the signed link of the owner's issued certificate. */
export async function getCertificateLink(
  deps: Deps,
  signer: LinkSigner,
  certificateId: string,
): Promise<DownloadLink> {
  await readIssued(deps, signer.ownerId, certificateId);
  return { url: signPath(certificateFilePath(certificateId), signer) };
}

/** GET /certificates/{id}/pdf?expires&signature: the PDF, through a link this session signed for its user. */
export async function getCertificatePdf(
  deps: Deps,
  signer: LinkSigner,
  certificateId: string,
  link: SignedLinkQuery,
): Promise<CertificateFile> {
  checkSignedPath(certificateFilePath(certificateId), link, signer);
  const row = await readIssued(deps, signer.ownerId, certificateId);
  const pdf = await renderCertificatePdf({
    title: row.title,
    studentName: displayName(row.student),
    courseTitle: row.courseTitle,
    instructorName: displayName(row.teacher),
    issuedAt: row.issueDate,
    expiresAt: row.expiryDate,
    verificationCode: row.verificationCode,
    verifyUrl: certificateVerifyUrl(deps, row.verificationCode),
  });
  return { filename: `certificate-${row.slug}.pdf`, pdf };
}
