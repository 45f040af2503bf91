// Certificates (docs/product/certificates.md): what the Library, the Certificates page, the verify page and
// the server share. A certificate's PDF is served to its owner only; the verify page is public.
export type * from './schemas.ts';
import type { CERTIFICATE_STATUSES, CERTIFICATE_SHARE_PLATFORMS } from './constants.ts';
export * from './constants.ts';
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate's PDF exists once it was issued (an expired one keeps its PDF, marked by its dates). */
export const CERTIFICATE_HAS_PDF: Record<CertificateStatus, boolean> = {
  issued: true,
  pending: false,
  expired: true,
};

/**
 * GET /api/certificates/{id}/download (docs/product/certificates.md#api): answers `{ url }`, the short-lived
 * link of the certificate's PDF, for its owner.
 */
export function certificateDownloadPath(certificateId: string): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/download`;
}

/** Certificates stay valid two years from the day they are issued. */
export const CERTIFICATE_VALID_DAYS = 730;
export type CertificateSharePlatform = (typeof CERTIFICATE_SHARE_PLATFORMS)[number];

/** The certificates list pages by 10 (docs/product/certificates.md#limits). */
export const CERTIFICATES_PAGE_SIZE = 10;

export const CERTIFICATE_TEXTS = {
  notFound: 'The requested certificate could not be found.',
  notIssued: 'This certificate has not been issued yet: it is issued when you complete the course.',
  notCompleted: 'Complete the course to receive its certificate.',
  noCertificate: 'This course does not award a certificate.',
  title: 'My Certificates',
  description: 'The certificates you earned, ready to download and share.',
  loadFailedTitle: 'Error Loading Certificates',
  loadFailed: 'Failed to load certificates. Please try again later.',
  downloadFailed: 'Failed to download certificate. Please try again later.',
  shareFailed: 'Failed to share certificate. Please try again later.',
  shared: (platform: string) => `Certificate shared on ${platform}`,
  pendingTitle: 'Certificate Pending',
  pendingText: 'Complete all course requirements to receive your certificate.',
  expiredTitle: 'Certificate Expired',
  expiredText: 'This certificate has expired. Consider renewing your knowledge.',
  unknown: 'Unknown',
  continueCourse: 'Continue Course',
  retakeCourse: 'Retake Course',
  empty: 'No certificates yet',
  emptyHint: 'Complete a course to earn your first certificate.',
  verifyTitle: 'Certificate verification',
  verifyValid: 'This certificate is valid.',
  verifyExpired: 'This certificate has expired.',
  verifyUnknown: 'No certificate has this verification code.',
} as const;

/** LinkedIn's add-to-profile link, filled with the certificate's real fields. */
export function linkedInAddUrl(cert: {
  title: string;
  issueDate: Date;
  expiryDate: Date | null;
  verifyUrl: string;
  code: string;
}): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.title,
    organizationName: 'Academy',
    issueYear: String(cert.issueDate.getUTCFullYear()),
    issueMonth: String(cert.issueDate.getUTCMonth() + 1),
    certUrl: cert.verifyUrl,
    certId: cert.code,
  });
  if (cert.expiryDate) {
    params.set('expirationYear', String(cert.expiryDate.getUTCFullYear()));
    params.set('expirationMonth', String(cert.expiryDate.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params}`;
}

/** A mailto: link that sends the verify URL. */
export function certificateMailto(cert: { title: string; verifyUrl: string }): string {
  const subject = encodeURIComponent(`My certificate: ${cert.title}`);
  const body = encodeURIComponent(`I earned a certificate at the Academy. Check it here: ${cert.verifyUrl}`);
  return `mailto:?subject=${subject}&body=${body}`;
}
