// Certificates (01 §3 Certificate, §7 Certificates): what the Library, the Certificates page and the server
// share. A certificate's PDF is served to its owner only; the verify page is public.

export const CERTIFICATE_STATUSES = ['issued', 'pending', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate's PDF exists once it was issued (an expired one keeps its PDF, marked by its dates). */
export const CERTIFICATE_HAS_PDF: Record<CertificateStatus, boolean> = {
  issued: true,
  pending: false,
  expired: true,
};

/** GET /api/certificates/{id}/download (01 §7): the certificate as a PDF, for its owner. */
export function certificatePdfPath(certificateId: string): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/download`;
}

/** Certificates stay valid two years from the day they are issued. */
export const CERTIFICATE_VALID_DAYS = 730;

export const CERTIFICATE_TEXTS = {
  notFound: 'The requested certificate could not be found.',
  notIssued: 'This certificate has not been issued yet: it is issued when you complete the course.',
} as const;
