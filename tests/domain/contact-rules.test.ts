import { describe, expect, it } from 'vitest';
import { type ContactDetails, contactMessages, contactProblem } from '../../src/domain/contact-rules';

const complete: ContactDetails = {
  fullName: 'Jane Wanjiku',
  phone: '0712345678',
  email: 'jane@example.com',
  idNumber: '12345678',
  profession: 'Teacher',
  postalAddress: 'P.O. Box 123-00100, Nairobi',
  kraPin: 'A012345678Z',
};

const empty: ContactDetails = {
  fullName: '',
  phone: '',
  email: '',
  idNumber: '',
  profession: '',
  postalAddress: '',
  kraPin: '',
};

describe("the contact form's messages", () => {
  it("uses the spec's exact sentences", () => {
    expect(contactMessages).toEqual({
      fullName: 'Please enter your full name',
      phone: 'Please enter your phone number',
      phoneFormat: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
      email: 'Please enter your email address',
      emailFormat: 'Please enter a valid email address',
      idNumber: 'Please enter your ID number',
      profession: 'Please enter your profession',
      postalAddress: 'Please enter your postal address',
      kraPin: 'Please enter your KRA PIN',
      saved: 'Details saved successfully!',
    });
  });
});

describe('saving contact details', () => {
  it('complete details can be saved', () => {
    expect(contactProblem(complete)).toBeNull();
  });

  // Each case fills every field before the one checked and leaves the rest empty, so the earlier checks
  // must all pass for the expected one to be reported.
  it.each([
    ['a missing full name', {}, 'fullName', contactMessages.fullName],
    ['a missing phone number', { fullName: 'Jane' }, 'phone', contactMessages.phone],
    [
      'a phone number that is not Kenyan',
      { fullName: 'Jane', phone: '0812345678' },
      'phone',
      contactMessages.phoneFormat,
    ],
    ['a missing email', { fullName: 'Jane', phone: '0712345678' }, 'email', contactMessages.email],
    [
      'an invalid email',
      { fullName: 'Jane', phone: '0712345678', email: 'jane@example' },
      'email',
      contactMessages.emailFormat,
    ],
    [
      'a missing ID number',
      { fullName: 'Jane', phone: '0712345678', email: 'jane@example.com' },
      'idNumber',
      contactMessages.idNumber,
    ],
    [
      'a missing profession',
      { fullName: 'Jane', phone: '0712345678', email: 'jane@example.com', idNumber: '12345678' },
      'profession',
      contactMessages.profession,
    ],
    [
      'a missing postal address',
      {
        fullName: 'Jane',
        phone: '0712345678',
        email: 'jane@example.com',
        idNumber: '12345678',
        profession: 'Teacher',
      },
      'postalAddress',
      contactMessages.postalAddress,
    ],
    [
      'a missing KRA PIN',
      {
        fullName: 'Jane',
        phone: '0712345678',
        email: 'jane@example.com',
        idNumber: '12345678',
        profession: 'Teacher',
        postalAddress: 'P.O. Box 123',
      },
      'kraPin',
      contactMessages.kraPin,
    ],
  ] as const)('%s is reported when everything before it is filled', (_, filled, field, message) => {
    expect(contactProblem({ ...empty, ...filled })).toEqual({ field, message });
  });

  it('with several problems at once, only the earliest in the form is reported', () => {
    expect(
      contactProblem({ ...complete, phone: '071234567', email: 'not-an-email', idNumber: '', kraPin: '' }),
    ).toEqual({ field: 'phone', message: contactMessages.phoneFormat });
    expect(contactProblem({ ...complete, email: '', profession: '', postalAddress: '' })).toEqual({
      field: 'email',
      message: contactMessages.email,
    });
    expect(contactProblem(empty)).toEqual({ field: 'fullName', message: contactMessages.fullName });
  });

  it('a field holding only spaces counts as empty', () => {
    expect(contactProblem({ ...complete, fullName: '   ' })?.message).toBe(contactMessages.fullName);
    expect(contactProblem({ ...complete, phone: '   ' })?.message).toBe(contactMessages.phone);
    expect(contactProblem({ ...complete, kraPin: ' ' })?.message).toBe(contactMessages.kraPin);
  });

  it.each(['0712345678', '+254712345678', '254712345678', '0112345678', '0712 345 678'])(
    'the phone number %s is accepted',
    (phone) => {
      expect(contactProblem({ ...complete, phone })).toBeNull();
    },
  );

  it.each(['071234567', '0812345678', '+2547123456789'])('the phone number %s is refused', (phone) => {
    expect(contactProblem({ ...complete, phone })).toEqual({
      field: 'phone',
      message: contactMessages.phoneFormat,
    });
  });
});
