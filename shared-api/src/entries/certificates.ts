// @portal/shared-api/certificates: the user's certificates, sharing, and the public verification.
export * from '../contract/certificates.ts';
export * from '../client/certificates.ts';
export * from '../hooks/use-certificates.ts';
export { certificateKeys } from '../hooks/keys.ts';
