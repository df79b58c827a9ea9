// Stored passwords: scrypt with a random salt; the right password matches, nothing else does.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createPasswordHashing,
  hashPassword,
  passwordMatches,
} from '../../../../src/server/services/auth/password-hash';

describe('password hashes', () => {
  it('match the password they were made from and no other', async () => {
    const stored = await hashPassword('Kinga#2026');
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(stored).not.toContain('Kinga#2026');
    expect(await passwordMatches('Kinga#2026', stored)).toBe(true);
    expect(await passwordMatches('kinga#2026', stored)).toBe(false);
    expect(await passwordMatches('', stored)).toBe(false);
  });

  it('differ for the same password (a random salt each)', async () => {
    expect(await hashPassword('Kinga#2026')).not.toBe(await hashPassword('Kinga#2026'));
  });

  it('never match a stored value that is not one of ours', async () => {
    expect(await passwordMatches('Kinga#2026', 'Kinga#2026')).toBe(false);
    expect(await passwordMatches('Kinga#2026', 'scrypt$15$8$1$$')).toBe(false);
  });

  it('carry their own cost, so a hash made at one cost still verifies where another is configured', async () => {
    const cheap = createPasswordHashing(10);
    const stored = await cheap.hash('Kinga#2026');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    const production = createPasswordHashing();
    expect(await production.matches('Kinga#2026', stored)).toBe(true);
    expect(await cheap.matches('Kinga#2026', await production.hash('Kinga#2026'))).toBe(true);
    expect(await cheap.matches('Kinga#2025', stored)).toBe(false);
  });

  it('give a decoy at the configured cost, made once, that no password matches', async () => {
    const hashing = createPasswordHashing(10);
    const decoy = await hashing.decoy();
    expect(decoy).toMatch(/^scrypt\$10\$/);
    expect(await hashing.decoy()).toBe(decoy);
    expect(await hashing.matches('', decoy)).toBe(false);
  });

  it('leave libuv’s thread pool to file reads while many are checked at once', async () => {
    // scrypt and the file system share the pool's 4 threads, first come first served: eight hashes queued
    // at once held a file read (the home page's) until five had finished. At most two run at once now, so a
    // read queued behind eight gets a thread before the second hash is done.
    const stored = await hashPassword('Kinga#2026', 14);
    let checked = 0;
    const checks = Array.from({ length: 8 }, () =>
      passwordMatches('a wrong guess', stored).then(() => {
        checked += 1;
      }),
    );
    await readFile(fileURLToPath(import.meta.url));
    const checkedWhenRead = checked;
    await Promise.all(checks);
    expect(checkedWhenRead).toBeLessThan(2);
  });
});
