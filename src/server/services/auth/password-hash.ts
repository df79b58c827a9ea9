// Passwords are stored as scrypt hashes (RFC 7914), never as text. scrypt is memory-hard, so guessing
// from a stolen table costs 32 MB and tens of milliseconds per guess. The parameters travel with each hash,
// so they can be raised later and old hashes still verify.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createConcurrencyLimit } from '../../concurrency-limit';

// N = 2^15, r = 8, p = 1: OWASP's floor for scrypt; 128 * N * r = 32 MB of memory per hash.
export const PASSWORD_COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// scrypt runs on libuv's 4-thread pool, which also reads every file the server sends. Eight wrong-password
// sign-ins at once held the home page 1-10 s behind their hashes; two at a time leave two threads to files
// (and, on a 2-core machine, a core to the event loop). One per process, as the pool is.
const HASHES_AT_ONCE = 2;
const hashing = createConcurrencyLimit(HASHES_AT_ONCE);

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 2 ** PASSWORD_COST_LOG2;
  const r = options.r ?? BLOCK_SIZE;
  // Node's default maxmem (32 MB) is exactly what N = 2^15 needs and scrypt refuses at the limit.
  const maxmem = 256 * N * r;
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/**
 * 'scrypt$15$8$1$<salt>$<key>' in base64url: one text column holds all it takes to check a password.
 * `costLog2` below the default is for tests only (config.ts refuses it elsewhere).
 */
export async function hashPassword(password: string, costLog2 = PASSWORD_COST_LOG2): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, { N: 2 ** costLog2, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    costLog2,
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

/** What the services hash and check passwords with, at the configured cost. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  matches(password: string, stored: string): Promise<boolean>;
  /**
   * A hash of no one's password, checked when an account has none, so a sign-in with a phone that has no
   * account (or no password) takes as long as one with a wrong password.
   */
  decoy(): Promise<string>;
}

export function createPasswordHashing(costLog2 = PASSWORD_COST_LOG2): PasswordHashing {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, costLog2),
    matches: passwordMatches,
    decoy: () => {
      decoy ??= hashPassword(randomBytes(16).toString('hex'), costLog2);
      return decoy;
    },
  };
}
