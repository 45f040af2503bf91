import { useApiQuery, type ApiQuery } from '@portal/shared-api/core';
import { getMyCertificates, getVerification } from './client.ts';
import type { CertificateList, VerifyAnswer } from './contract.ts';
import { certificateKeys } from './keys.ts';

export function useMyCertificates(): ApiQuery<CertificateList> {
  return useApiQuery(certificateKeys.list('my'), getMyCertificates);
}

/** The public check of a verification code; nothing to retry on a 4xx. */
export function useVerification(code: string | undefined): ApiQuery<VerifyAnswer> {
  return useApiQuery(
    code ? certificateKeys.detail(`verify-${code}`) : null,
    () => getVerification(code as string),
    {
      shouldRetryOnError: (error) => error.status >= 500 || error.status === 0,
    },
  );
}
