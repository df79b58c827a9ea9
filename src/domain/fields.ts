// Field schemas that carry their message and their normalisation (the Epic Stack's user-validation.ts is
// the model): a route that parses with them hands its service a phone already in its one stored form, an
// e-mail already lower-cased, an id already known to be an id. Where the spec words a field's message
// differently per form (the contact form's phone against the M-Pesa number), the message is a parameter.
import { z } from 'zod';
import { isEmailAddress } from './email';
import { normaliseMsisdn } from './phone';
import { boundedText } from './text';

/** Longest a typed phone gets: '+254 712 345 678' with room for stray spaces or dashes. */
const PHONE_MAX = 20;
/** RFC 5321's limit on a forward path. */
const EMAIL_MAX = 254;

export interface FieldMessages {
  /** Shown for an empty value; without it an empty value gets `invalid`. */
  required?: string;
  invalid: string;
}

/** A Kenyan mobile number as typed, normalised to '2547XXXXXXXX' / '2541XXXXXXXX'. */
export function msisdnSchema(messages: FieldMessages) {
  return boundedText(PHONE_MAX, messages.invalid)
    .trim()
    .min(1, { error: messages.required ?? messages.invalid, abort: true })
    .transform((text, context) => {
      const msisdn = normaliseMsisdn(text);
      if (msisdn) return msisdn;
      context.issues.push({ code: 'custom', message: messages.invalid, input: text });
      return z.NEVER;
    });
}

/** Point 5's {something}@{something}.{something}, lower-cased (one address, one account). */
export function emailSchema(messages: FieldMessages) {
  return boundedText(EMAIL_MAX, messages.invalid)
    .trim()
    .min(1, { error: messages.required ?? messages.invalid, abort: true })
    .refine(isEmailAddress, { error: messages.invalid, abort: true })
    .transform((text) => text.toLowerCase());
}

export type PhoneOrEmail = { kind: 'phone'; msisdn: string } | { kind: 'email'; email: string };

/**
 * The sign-in Identifier and the wizard's lookup: anything with an '@' is an e-mail address (lower-cased),
 * anything else a phone (normalised). Each kind has its own message.
 */
export function phoneOrEmailSchema(messages: {
  required: string;
  invalidPhone: string;
  invalidEmail: string;
}) {
  return boundedText(EMAIL_MAX, messages.invalidEmail)
    .trim()
    .min(1, { error: messages.required, abort: true })
    .transform((text, context): PhoneOrEmail => {
      if (text.includes('@')) {
        if (isEmailAddress(text)) return { kind: 'email', email: text.toLowerCase() };
        context.issues.push({ code: 'custom', message: messages.invalidEmail, input: text });
        return z.NEVER;
      }
      const msisdn = PHONE_MAX >= text.length ? normaliseMsisdn(text) : null;
      if (msisdn) return { kind: 'phone', msisdn };
      context.issues.push({ code: 'custom', message: messages.invalidPhone, input: text });
      return z.NEVER;
    });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our row ids are UUIDs: anything else cannot name a row, so it is refused before any query. */
export function idSchema(message: string) {
  return boundedText(36, message)
    .trim()
    .regex(uuidPattern, { error: message, abort: true })
    .transform((id) => id.toLowerCase());
}

/** A free-text field of at most `max` characters, trimmed; `requiredMessage` makes it non-empty. */
export function textField(max: number, requiredMessage?: string) {
  const text = boundedText(max).trim();
  return requiredMessage ? text.min(1, requiredMessage) : text;
}
