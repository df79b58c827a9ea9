import { describe, expect, it } from 'vitest';
import { forgotPasswordMessages } from '../../src/domain/forgot-password-rules';
import { otpMessages } from '../../src/domain/otp-messages';
import { webOtpLine, withWebOtpLine } from '../../src/domain/web-otp-line';

describe('the WebOTP line', () => {
  it('names the site’s host without scheme or port, then the code', () => {
    expect(webOtpLine('https://kinga-insurance.co.ke', '1234')).toBe('@kinga-insurance.co.ke #1234');
    expect(webOtpLine('https://kinga-insurance.co.ke:8443/', '123456')).toBe(
      '@kinga-insurance.co.ke #123456',
    );
    expect(webOtpLine('http://127.0.0.1:3000', '0042')).toBe('@127.0.0.1 #0042');
  });

  it('is the message’s own last line', () => {
    const text = withWebOtpLine('Your code is 1234.\n', 'https://kinga.example', '1234');
    expect(text).toBe('Your code is 1234.\n@kinga.example #1234');
  });

  it('refuses a code the browsers would not read (4 to 10 letters or digits)', () => {
    for (const code of ['123', '12345678901', '12 34', '12#4']) {
      expect(() => webOtpLine('https://kinga.example', code)).toThrow();
    }
  });
});

describe('the code SMS with its WebOTP line', () => {
  it('fits one 160-character SMS for the agency’s own domain', () => {
    const code = '1234';
    for (const text of [
      otpMessages.codeSms(code),
      otpMessages.signupCodeSms(code),
      otpMessages.phoneChangeCodeSms(code),
      forgotPasswordMessages.resetSms(code),
    ]) {
      expect(withWebOtpLine(text, 'https://kinga-insurance.co.ke', code).length, text).toBeLessThanOrEqual(
        160,
      );
    }
  });
});
