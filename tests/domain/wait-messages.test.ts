// A refusal that has a wait says how long, in minutes (rounded up), as the phone lock's message already did.
import { describe, expect, it } from 'vitest';
import { otpMessages } from '../../src/domain/otp-messages';
import { refusalWithWait, waitInWords } from '../../src/domain/wait-messages';

describe('how long to wait, in words', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [995, '17 minutes'],
    [3600, '60 minutes'],
  ])('%d seconds is said as %s', (seconds, words) => {
    expect(waitInWords(seconds / 60)).toBe(words);
  });

  it('the refusal keeps its reason and ends with the wait', () => {
    expect(refusalWithWait(otpMessages.tooManyRequests, 995)).toBe(
      'Too many code requests. Please try again in 17 minutes.',
    );
  });
});
