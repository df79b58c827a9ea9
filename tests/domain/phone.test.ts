import { describe, expect, it } from 'vitest';
import { formatPhoneForPeople, isKenyanPhone, isMpesaNumber, normaliseMsisdn } from '../../src/domain/phone';

describe('a Kenyan phone number on the contact form', () => {
  it.each([
    '0712345678',
    '+254712345678',
    '254712345678',
    '0112345678',
    '+254112345678',
    '0712 345 678',
    '+254 712 345 678',
  ])('%s is accepted', (phone) => {
    expect(isKenyanPhone(phone)).toBe(true);
  });

  it.each([
    ['071234567', 'one digit short'],
    ['07123456789', 'one digit too many'],
    ['0812345678', 'not starting 1 or 7 after the prefix'],
    ['+2547123456789', 'one digit too many after +254'],
    ['+254812345678', 'not starting 1 or 7 after +254'],
    ['712345678', 'without any prefix'],
    ['0712-345-678', 'with dashes'],
    ['07123456ab', 'with letters'],
    ['', 'empty'],
  ])('%s is refused (%s)', (phone) => {
    expect(isKenyanPhone(phone)).toBe(false);
  });
});

describe('an M-Pesa number on the review and payment steps', () => {
  it.each(['0712345678', '254712345678', '712345678', '0112345678', '112345678', '0712 345 678'])(
    '%s is accepted',
    (number) => {
      expect(isMpesaNumber(number)).toBe(true);
    },
  );

  it.each(['071234567', '0812345678', '2547123456789', '812345678', '', 'abc'])('%s is refused', (number) => {
    expect(isMpesaNumber(number)).toBe(false);
  });
});

describe('how the M-Pesa check differs from the contact-form check', () => {
  it('a number without any prefix is a valid M-Pesa number but not a valid contact phone', () => {
    expect(isMpesaNumber('712345678')).toBe(true);
    expect(isKenyanPhone('712345678')).toBe(false);
  });

  it('a +254 number from the contact form is still accepted as the M-Pesa number', () => {
    expect(isKenyanPhone('+254712345678')).toBe(true);
    expect(isMpesaNumber('+254712345678')).toBe(true);
  });

  it('both refuse numbers that do not start with 1 or 7 after the prefix', () => {
    expect(isKenyanPhone('0812345678')).toBe(false);
    expect(isMpesaNumber('0812345678')).toBe(false);
  });
});

describe('the stored 254 form of a phone number', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['0712 345 678', '254712345678'],
  ])('%s becomes %s', (input, stored) => {
    expect(normaliseMsisdn(input)).toBe(stored);
  });

  it.each(['', 'abc', '071234567', '0812345678', '2547123456789', '+254812345678'])(
    '%s is not a Kenyan mobile number',
    (input) => {
      expect(normaliseMsisdn(input)).toBeNull();
    },
  );
});

describe('a phone number as a person reads it', () => {
  it.each([
    ['254766599754', '0766 599 754'],
    ['254112345678', '0112 345 678'],
    ['0766599754', '0766 599 754'],
    ['+254 766 599 754', '0766 599 754'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatPhoneForPeople(stored)).toBe(shown);
  });

  it('shows anything that is not a Kenyan mobile number as it came', () => {
    expect(formatPhoneForPeople('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});
