// Passwords are stored as scrypt hashes (RFC 7914), never as text. scrypt is memory-hard, so guessing
// from a stolen table costs 32 MB and tens of milliseconds per guess. The parameters travel with each hash,
// so they can be raised later and old hashes still verify.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// N = 2^15, r = 8, p = 1: OWASP's floor for scrypt; 128 * N * r = 32 MB of memory per hash.
const COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 2 ** COST_LOG2;
  const r = options.r ?? BLOCK_SIZE;
  // Node's default maxmem (32 MB) is exactly what N = 2^15 needs and scrypt refuses at the limit.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** 'scrypt$15$8$1$<salt>$<key>' in base64url: one text column holds all it takes to check a password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, { N: 2 ** COST_LOG2, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    COST_LOG2,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `password` is the one `stored` was made from; compared in constant time. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, costLog2, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: 2 ** Number(costLog2),
    r: Number(blockSize),
    p: Number(parallelism),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, checked when an account has none, so a sign-in with a phone that has no
 * account (or no password) takes as long as one with a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
