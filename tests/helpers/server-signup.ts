// Signup bodies for tests: valid by default, with a phone, e-mail and ID number no other test uses.
import { randomInt } from 'node:crypto';
import { uniqueMsisdn } from './server-users';

export const testPassword = 'Kinga#2026';

export function signupBody(overrides: Record<string, unknown> = {}) {
  const msisdn = uniqueMsisdn();
  return {
    name: 'Achieng Otieno',
    id_number: String(randomInt(10_000_000, 100_000_000)),
    msisdn: `0${msisdn.slice(3)}`,
    email: `achieng.${msisdn}@mail.com`,
    password: testPassword,
    confirm_password: testPassword,
    account_type: 'tenant',
    is_owner: '',
    accept_terms: true,
    ...overrides,
  };
}
