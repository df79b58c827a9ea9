import { describe, expect, it } from 'vitest';
import {
  generateVerificationCode,
  normaliseVerificationCode,
  verificationLink,
} from '../../../src/domain/documents/verification-code';
import { purchaseReferenceAlphabet } from '../../../src/domain/purchase-reference';

const bytesOf = (values: number[]) => {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => values[next++ % values.length] ?? 0);
};

describe('a document’s check code', () => {
  it('is twelve characters of the reference’s alphabet, drawn fairly (biased bytes are drawn again)', () => {
    const code = generateVerificationCode(bytesOf([255, 0, 1, 30, 31, 247, 248]));
    expect(code).toHaveLength(12);
    for (const character of code) expect(purchaseReferenceAlphabet).toContain(character);
    // 248 and up would favour the first characters: skipped.
    expect(code.startsWith('23Z2Z23Z2Z')).toBe(true);
  });

  it('reads a code typed from paper: any case, spaces and hyphens; nothing else', () => {
    expect(normaliseVerificationCode('k7q3 m9xt-abcd')).toBe('K7Q3M9XTABCD');
    expect(normaliseVerificationCode('K7Q3-M9XT')).toBeNull();
    expect(normaliseVerificationCode('O7Q3M9XTABCD')).toBeNull();
    expect(normaliseVerificationCode('../../etc/passwd')).toBeNull();
  });

  it('links to the site’s check page, whatever the origin’s trailing slash', () => {
    expect(verificationLink('https://kinga.example/', 'K7Q3M9XTABCD')).toBe(
      'https://kinga.example/verify/K7Q3M9XTABCD',
    );
  });
});
