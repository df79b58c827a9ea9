import { describe, expect, it } from 'vitest';
import { emailSchema, idSchema, msisdnSchema, phoneOrEmailSchema } from '../../src/domain/fields';

const messages = { required: 'Please enter your phone number', invalid: 'Please enter a valid number' };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('field schemas hand on normalised values with their own messages', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254 110 123 456', '254110123456'],
    ['712345678', '254712345678'],
  ])('a phone typed %j becomes %s', (typed, stored) => {
    expect(msisdnSchema(messages).parse(typed)).toBe(stored);
  });

  it.each([
    ['', messages.required],
    ['   ', messages.required],
    ['0812345678', messages.invalid],
    [`07${'1'.repeat(30)}`, messages.invalid],
  ])('a phone %j is refused with %j', (typed, message) => {
    expect(messagesOf(msisdnSchema(messages).safeParse(typed))).toEqual([message]);
  });

  it('an e-mail is trimmed and lower-cased; a bad one gets the given sentence', () => {
    const schema = emailSchema({ required: 'Please enter your email address', invalid: 'Bad' });
    expect(schema.parse('  Wanjiru.K@Mail.COM ')).toBe('wanjiru.k@mail.com');
    expect(messagesOf(schema.safeParse('wanjiru@mail'))).toEqual(['Bad']);
    expect(messagesOf(schema.safeParse(''))).toEqual(['Please enter your email address']);
  });

  it('a phone or e-mail is told apart by its @ and tagged', () => {
    const schema = phoneOrEmailSchema({ required: 'R', invalidPhone: 'P', invalidEmail: 'E' });
    expect(schema.parse('0712 345 678')).toEqual({ kind: 'phone', msisdn: '254712345678' });
    expect(schema.parse('Jane@Mail.com')).toEqual({ kind: 'email', email: 'jane@mail.com' });
    expect(messagesOf(schema.safeParse('jane@mail'))).toEqual(['E']);
    expect(messagesOf(schema.safeParse('12345'))).toEqual(['P']);
    expect(messagesOf(schema.safeParse(''))).toEqual(['R']);
  });

  it('an id is a UUID, lower-cased; anything else gets the given sentence', () => {
    const schema = idSchema('Policy not found.');
    expect(schema.parse('6F1C1D7E-0000-4000-8000-000000000000')).toBe('6f1c1d7e-0000-4000-8000-000000000000');
    expect(messagesOf(schema.safeParse('not-a-uuid'))).toEqual(['Policy not found.']);
  });
});
