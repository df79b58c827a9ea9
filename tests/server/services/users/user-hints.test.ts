import { describe, expect, it } from 'vitest';
import {
  maskEmail,
  maskLocalPhone,
  maskMsisdn,
  maskName,
} from '../../../../src/server/services/users/user-hints';

describe('masked hints', () => {
  it.each([
    ['Jane Wanjiku Kamau', 'J*** W*** K***'],
    ['  Otieno   Odhiambo ', 'O*** O***'],
    ['Amina', 'A***'],
  ])('shows only the initials of %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['jane.kamau@mail.com', 'j***@mail.com'],
    ['j@kinga.co.ke', 'j***@kinga.co.ke'],
  ])('shows the first letter and the provider of %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('shows the network prefix and the last two digits of a phone', () => {
    expect(maskMsisdn('254712345678')).toBe('2547******78');
    expect(maskMsisdn('254110000042')).toBe('2541******42');
  });

  it('writes a phone in its local form for SMS notices', () => {
    expect(maskLocalPhone('254712345678')).toBe('07XX XXX X78');
    expect(maskLocalPhone('254110000042')).toBe('01XX XXX X42');
  });
});
