// The second factor: TOTP (RFC 6238) through `otpauth`, the settings every authenticator app assumes
// (SHA-1, 6 digits, 30 s). A code is accepted one step either side of now (a phone's clock drifts, a code
// is typed as it changes) and each step at most once per operator (the caller claims it).
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Kinga Insurance back office';
const PERIOD_SECONDS = 30;

const totp = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The 30-second step `code` belongs to (now ±1), or null when it is not a current code. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
