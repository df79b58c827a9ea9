import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../src/domain/on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until first asked, then makes once and keeps it', () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-KE');
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1500000)).toBe('1,500,000');
  });
});
