import { describe, expect, it } from 'vitest';
import { readErrorMessage, UNKNOWN_ERROR_MESSAGE } from '../../src/domain/error-message';

describe('the error text shown to the user', () => {
  it('prefers message, then error, then err', () => {
    expect(readErrorMessage({ message: 'A', error: 'B', err: 'C' })).toBe('A');
    expect(readErrorMessage({ error: 'B', err: 'C' })).toBe('B');
    expect(readErrorMessage({ err: 'C' })).toBe('C');
  });

  it('skips empty or non-text fields', () => {
    expect(readErrorMessage({ message: '', error: { code: 1 }, err: 'C' })).toBe('C');
    expect(readErrorMessage({ message: '   ' })).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it("falls back to the spec's sentence, spelling and all", () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown error occured.');
    expect(readErrorMessage(undefined)).toBe('Unknown error occured.');
    expect(readErrorMessage(null)).toBe('Unknown error occured.');
    expect(readErrorMessage({})).toBe('Unknown error occured.');
  });

  it('uses a plain-text body as it is', () => {
    expect(readErrorMessage('Service unavailable')).toBe('Service unavailable');
  });
});
