import { describe, expect, it } from 'vitest';
import {
  generatePurchaseReference,
  normalisePurchaseReference,
  purchaseReferenceAlphabet,
} from '../../src/domain/purchase-reference';

/** Random bytes as a test chooses them: each call hands out the next ones. */
function bytesFrom(values: number[]) {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => values[next++ % values.length] ?? 0);
}

describe('a purchase reference', () => {
  it('has no character people confuse over the phone', () => {
    for (const confusing of ['0', 'O', '1', 'I', 'L'])
      expect(purchaseReferenceAlphabet).not.toContain(confusing);
    expect(new Set(purchaseReferenceAlphabet).size).toBe(purchaseReferenceAlphabet.length);
  });

  it('is eight characters of that alphabet in two groups of four, at most 12 with the hyphen', () => {
    const reference = generatePurchaseReference(bytesFrom([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(reference).toBe('2345-6789');
    expect(reference.length).toBeLessThanOrEqual(12);
  });

  it('reads the alphabet from the random bytes, every character reachable', () => {
    const seen = new Set<string>();
    for (let start = 0; start < 248; start += 8) {
      const reference = generatePurchaseReference(bytesFrom([...Array(8).keys()].map((i) => start + i)));
      for (const character of reference.replace('-', '')) seen.add(character);
    }
    expect([...seen].sort().join('')).toBe([...purchaseReferenceAlphabet].sort().join(''));
  });

  it('skips the bytes that would favour some characters over others', () => {
    // 248 to 255 would wrap onto the first eight characters: they are drawn again.
    const last = purchaseReferenceAlphabet.at(30) ?? '';
    expect(generatePurchaseReference(bytesFrom([255, 248, 30, 30, 30, 30, 30, 30, 30, 30]))).toBe(
      `${last.repeat(4)}-${last.repeat(4)}`,
    );
  });

  it('differs from one purchase to the next with real random bytes', async () => {
    const { randomBytes } = await import('node:crypto');
    const references = new Set(Array.from({ length: 200 }, () => generatePurchaseReference(randomBytes)));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
});

describe('a reference as a person types it (an M-Pesa account number)', () => {
  it.each([
    ['K7Q3-M9XT', 'K7Q3-M9XT'],
    ['k7q3m9xt', 'K7Q3-M9XT'],
    ['K7Q3 M9XT', 'K7Q3-M9XT'],
    [' k7q3 - m9xt ', 'K7Q3-M9XT'],
    ['K7-Q3-M9-XT', 'K7Q3-M9XT'],
  ])('%j is the purchase %s', (typed, reference) => {
    expect(normalisePurchaseReference(typed)).toBe(reference);
  });

  it.each([
    ['K7Q3-M9X', 'one character short'],
    ['K7Q3-M9XTA', 'one character too many'],
    ['K7Q3-M90T', 'a zero, never in a reference'],
    ['K7Q3-M9OT', 'an O, never in a reference'],
    ['K7Q1-M9XT', 'a one, never in a reference'],
    ['K7QL-M9XT', 'an L, never in a reference'],
    ['K7Q3_M9XT', 'an underscore'],
    ['', 'nothing'],
  ])('%j is none (%s)', (typed) => {
    expect(normalisePurchaseReference(typed)).toBeNull();
  });
});
