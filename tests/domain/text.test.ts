import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedText, hasUnsafeCharacters, textMessages } from '../../src/domain/text';

describe('the shared string schema', () => {
  const Name = boundedText(10);

  it.each(['Wanjiru', '😀 emoji pair', 'é'])('accepts %j', (text) => {
    expect(Name.safeParse(text.slice(0, 10)).success).toBe(true);
  });

  it.each([
    ['a NUL byte', 'ab\u0000'],
    ['a lone high surrogate', 'ab\ud800'],
    ['a lone low surrogate', '\udc00ab'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s with its sentence', (_label, text) => {
    const result = Name.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([textMessages.unsafe]);
  });

  it('refuses a long string by its length alone, before any other check runs', () => {
    let checked = false;
    const schema = boundedText(5).refine(() => {
      checked = true;
      return true;
    });
    const result = schema.safeParse(`\u0000${'x'.repeat(100_000)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([textMessages.tooLong({ max: 5 })]);
    expect(checked).toBe(false);
  });

  it('finds unsafe characters exactly where UTF-16 is not well formed', () => {
    const unit = fc.constantFrom('a', '\u0000', '\ud83d', '\ude00', '\ud800', '\udfff');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (text) => {
        const wellFormed = encodeURIComponentSafe(text);
        expect(hasUnsafeCharacters(text)).toBe(text.includes('\u0000') || !wellFormed);
      }),
    );
  });
});

/** Whether the text is well-formed UTF-16: encodeURIComponent throws on a lone surrogate. */
function encodeURIComponentSafe(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
