// What M-Pesa posted, as it can be read and kept: jsonb refuses some strings, and a body from nobody
// knows where may be anything. Shared by the STK callback and the paybill confirmation.
import { hasUnsafeCharacters } from '../../../domain/text';

/** Daraja's callback is 6 levels deep; anything far deeper is not from Daraja. */
const MAX_STORED_DEPTH = 32;

/** True when jsonb can hold the value: no NUL or lone surrogate in any key or string, bounded depth. */
function storable(value: unknown, depthLeft: number): boolean {
  if (typeof value === 'string') return !hasUnsafeCharacters(value);
  if (value === null || typeof value !== 'object') return true;
  if (depthLeft === 0) return false;
  return Object.entries(value).every(
    ([key, child]) => !hasUnsafeCharacters(key) && storable(child, depthLeft - 1),
  );
}

/**
 * The body as it can be read and stored. No body, a NUL or lone surrogate (which jsonb refuses) or deep
 * nesting (which JSON.stringify gives up on) makes it unreadable; it is then kept as a short note so the
 * follow-up row still exists, and none of it ever reaches a query.
 */
export function readCallbackBody(body: unknown): { readable: boolean; stored: unknown } {
  if (body === null || body === undefined) return { readable: false, stored: { unreadable: 'no body' } };
  if (!storable(body, MAX_STORED_DEPTH)) {
    return {
      readable: false,
      stored: { unreadable: 'nested too deeply or holding characters jsonb refuses' },
    };
  }
  return { readable: true, stored: body };
}
