// The request headers the API reads, checked with the same string rules as every other field.
import { boundedText } from '../text';

export const invalidKeyMessage = 'The Idempotency-Key header must be 1 to 255 visible characters.';

/** UUIDs are what the client sends; anything printable and bounded is accepted, as other clients may differ. */
export const IdempotencyKeySchema = boundedText(255, invalidKeyMessage).regex(
  /^[\x21-\x7e]{1,255}$/,
  invalidKeyMessage,
);

/** 'Bearer <token>'; a wrong or stale token is read as anonymous, only unsafe text is refused. */
export const AuthorizationHeaderSchema = boundedText(1024).optional();

/** The buy answer's payment token (43 characters of base64url); a wrong one is refused as no token (403). */
export const PaymentTokenHeaderSchema = boundedText(100).optional();
