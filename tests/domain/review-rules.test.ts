import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/domain/contact-rules';
import { type ReviewFacts, reviewMessages, reviewWarnings } from '../../src/domain/review-rules';

const ready: ReviewFacts = {
  fullName: 'Jane Wanjiku',
  email: 'jane@example.com',
  idNumber: '12345678',
  mpesaNumber: '0712345678',
  hasPolicy: true,
};

describe('warnings on the review step', () => {
  it("uses the spec's exact sentences", () => {
    expect(reviewMessages.incomplete({ missing: 'Full name, Email' })).toBe(
      'Please complete: Full name, Email',
    );
    expect(contactMessages.emailFormat).toBe('Please enter a valid email address');
    expect(reviewMessages.mpesa).toBe('Please enter a valid M-Pesa number');
    expect(reviewMessages.noPolicy).toBe('No policy selected. Please go back and select a policy.');
  });

  it('a complete quote with a policy shows no warning', () => {
    expect(reviewWarnings(ready)).toEqual([]);
  });

  it('missing details are listed together in the order of the form', () => {
    expect(reviewWarnings({ ...ready, email: '', fullName: '' })).toEqual([
      'Please complete: Full name, Email',
    ]);
  });

  it('with nothing filled in, all four details are listed', () => {
    expect(
      reviewWarnings({ fullName: '', email: '', idNumber: '', mpesaNumber: ' ', hasPolicy: true }),
    ).toEqual(['Please complete: Full name, Email, ID number, M-Pesa number']);
  });

  it('a missing ID number alone is listed', () => {
    expect(reviewWarnings({ ...ready, idNumber: '  ' })).toEqual(['Please complete: ID number']);
  });

  it('an invalid email is flagged', () => {
    expect(reviewWarnings({ ...ready, email: 'jane@example' })).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('a missing email is only reported as missing, not also as invalid', () => {
    expect(reviewWarnings({ ...ready, email: '' })).toEqual(['Please complete: Email']);
  });

  it.each(['0712345678', '254712345678', '712345678', '0112345678', '+254712345678', '0712 345 678'])(
    'the M-Pesa number %s is accepted',
    (mpesaNumber) => {
      expect(reviewWarnings({ ...ready, mpesaNumber })).toEqual([]);
    },
  );

  it.each(['071234567', '0812345678', '2547123456789', '07123456ab'])(
    'the M-Pesa number %s is flagged',
    (mpesaNumber) => {
      expect(reviewWarnings({ ...ready, mpesaNumber })).toEqual(['Please enter a valid M-Pesa number']);
    },
  );

  it('a quote without a chosen policy is flagged', () => {
    expect(reviewWarnings({ ...ready, hasPolicy: false })).toEqual([
      'No policy selected. Please go back and select a policy.',
    ]);
  });

  it('every warning that applies is shown, missing details first and the policy last', () => {
    expect(
      reviewWarnings({
        fullName: '',
        email: 'jane@',
        idNumber: '',
        mpesaNumber: '0812345678',
        hasPolicy: false,
      }),
    ).toEqual([
      'Please complete: Full name, ID number',
      'Please enter a valid email address',
      'Please enter a valid M-Pesa number',
      'No policy selected. Please go back and select a policy.',
    ]);
  });
});
