import { http } from '@portal/shared-api/core';
import type { CertificateList, CertificateSharePlatform, ShareAnswer, VerifyAnswer } from './contract.ts';

/** GET /api/certificates/my */
export function getMyCertificates(): Promise<CertificateList> {
  return http.get('certificates/my').json<CertificateList>();
}

/** POST /api/certificates/{id}/share with the platform: answers the link to open. */
export function postShareCertificate(id: string, platform: CertificateSharePlatform): Promise<ShareAnswer> {
  return http
    .post(`certificates/${encodeURIComponent(id)}/share`, { json: { platform } })
    .json<ShareAnswer>();
}

/** GET /api/certificates/verify/{code}: public. */
export function getVerification(code: string): Promise<VerifyAnswer> {
  return http.get(`certificates/verify/${encodeURIComponent(code)}`).json<VerifyAnswer>();
}
