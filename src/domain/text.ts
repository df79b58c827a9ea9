// The one string schema every request field starts from. Its length is checked first, so no pattern or
// normalisation ever runs on a megabyte of input; then NUL bytes and lone UTF-16 surrogates are refused,
// since PostgreSQL stores neither (a NUL ends a C string; a lone surrogate has no UTF-8 form) and both
// used to surface as a 500.
import { z } from 'zod';
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const textMessages = defineMessages('text', {
  tooLong: withValues<{ max: number }>({
    en: 'Please use at most {max} characters.',
    sw: 'Tafadhali usizidishe herufi {max}.',
  }),
  unsafe: {
    en: 'This field contains characters that are not allowed.',
    sw: 'Sehemu hii ina herufi zisizoruhusiwa.',
  },
});

// Without the u flag the pattern sees UTF-16 code units, so a surrogate without its partner is visible.
// Each position is decided by a one-character look either side: linear in the length.
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a lone surrogate. */
export function hasUnsafeCharacters(text: string): boolean {
  return unsafeCharacter.test(text);
}

/**
 * A string of at most `max` UTF-16 units without NUL or lone surrogates. `tooLong` replaces the generic
 * sentence where the field's own message says it better (a phone number of 40 characters is simply not a
 * valid phone number). Both checks abort, so nothing chained after them runs on refused input.
 */
export function boundedText(max: number, tooLong?: string) {
  return (
    z
      .string()
      // The generic sentence has a value, so it is worded at the parse, in the language spoken then.
      .max(max, { error: tooLong ?? (() => textMessages.tooLong({ max })), abort: true })
      .refine((text) => !hasUnsafeCharacters(text), { error: textMessages.unsafe, abort: true })
  );
}
