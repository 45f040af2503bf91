// TOTP (RFC 6238) with otpauth: 6 digits, 30 s, SHA-1 (what every authenticator app reads), one step of
// clock drift either way. A code is accepted once: its step must be later than the last accepted one.
import * as OTPAuth from 'otpauth';

export const TOTP_ISSUER = 'Academy';
const PERIOD = 30;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export const totpUri = (secret: string, label: string) => totpFor(secret, label).toString();

/** The step a code was made for, or null when it matches none of now ± 1 step. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** For tests and the seed: the code an authenticator would show at a time. */
export const totpCodeAt = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });
