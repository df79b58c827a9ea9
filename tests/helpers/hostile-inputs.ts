// fast-check arbitraries for what a careless or hostile client sends: NUL bytes, lone UTF-16 surrogates,
// huge strings, deep nesting, wrong types and null, mixed with values that are valid, so generated
// requests also get past validation into the services.
import fc from 'fast-check';

const hostileCharacters = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  'a',
  'Z',
  '7',
  '0',
  '@',
  '.',
  ' ',
  '+',
  '-',
  '%',
  '/',
  '\\',
  '"',
  ',',
  '&',
  '\n',
  'é',
);

// Built once: generating a long string character by character would spend the whole time budget. Most fit
// under the API's 64 KiB body limit, so they reach validation; the last is refused unread (413).
const hugeTexts = [
  'x'.repeat(50_000),
  // What made the old e-mail pattern quadratic: an '@', a long run of dots, no valid ending.
  `a@${'.'.repeat(50_000)}@`,
  `0712${'3'.repeat(50_000)}`,
  `${' '.repeat(50_000)}a@b.co`,
  '\u0000'.repeat(10_000),
  '\ud800'.repeat(10_000),
  'x'.repeat(300_000),
];

/** Text that is short and odd, or long and odd. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: hostileCharacters, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeTexts) },
);

/**
 * The numbers where storage and checks break: int32's edges (a 32-bit column refuses 2^31 with
 * SQLSTATE 22003), each request schema's cap and one past it (sums insured KSh 10bn, a claim's loss and
 * settlement KSh 1bn, one M-Pesa payment KSh 250,000), and the edges of exact JavaScript integers.
 */
export const boundaryNumber: fc.Arbitrary<number> = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  10_000_000_000,
  10_000_000_001,
  1_000_000_000,
  1_000_000_001,
  250_000,
  250_001,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
);

/** A URL's text sent as is, not percent-encoded: how a malformed escape reaches the server. */
export interface RawUrlText {
  raw: string;
}

// Escapes a careless encoder or a scanner writes: cut short, not hex, a lone '%', overlong or truncated
// UTF-8, a UTF-16 surrogate in UTF-8, JavaScript's %u form.
const malformedEscape = fc.constantFrom(
  '%',
  '%z',
  '%zz',
  '%2',
  '%%',
  '%E0%A4',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '%u0041',
);

/** A path segment or query value with a malformed %-escape, around a phone, an e-mail or nothing. */
export const malformedUrlText: fc.Arbitrary<RawUrlText> = fc
  .tuple(
    fc.constantFrom('', '0712345678', 'wanjiru%40mail.com', 'x'),
    malformedEscape,
    fc.constantFrom('', 'a'),
  )
  .map(([before, malformed, after]) => ({ raw: `${before}${malformed}${after}` }));

/** Anything but the string a field expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  boundaryNumber,
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Mostly a valid value, sometimes hostile text, sometimes the wrong type. */
export const fieldOf = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: wrongType },
  );

/**
 * A value two ways: `valid` always passes validation (so requests reach the services and the database),
 * `any` is valid or hostile at every level.
 */
export interface Shape {
  valid: fc.Arbitrary<unknown>;
  any: fc.Arbitrary<unknown>;
}

export const leaf = (valid: fc.Arbitrary<unknown>): Shape => ({ valid, any: fieldOf(valid) });

export function objectShape(fields: Record<string, Shape>): Shape {
  const each = (pick: (shape: Shape) => fc.Arbitrary<unknown>) =>
    Object.fromEntries(Object.entries(fields).map(([name, shape]) => [name, pick(shape)]));
  const valid = fc.record(each((shape) => shape.valid));
  const mixed = fc.record(
    each((shape) => shape.any),
    { requiredKeys: [] },
  );
  return {
    valid,
    any: fc.oneof(
      { weight: 4, arbitrary: mixed },
      { weight: 1, arbitrary: valid },
      { weight: 1, arbitrary: hostileText },
      { weight: 1, arbitrary: wrongType },
    ),
  };
}

/** A request body: a JSON value to send as is, or raw text (deep nesting, broken JSON). */
export type BodyInput = { json: unknown } | { raw: string };

const deepNesting: fc.Arbitrary<BodyInput> = fc
  .tuple(fc.integer({ min: 2, max: 200_000 }), fc.boolean())
  .map(([depth, asArrays]) => ({
    raw: asArrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  }));

/** An endpoint's own body shape (weighted up), or any of the ways a body can be wrong. */
export function bodyOf(shape: Shape): fc.Arbitrary<BodyInput> {
  return fc.oneof(
    { weight: 3, arbitrary: shape.valid.map((json) => ({ json })) },
    { weight: 5, arbitrary: shape.any.map((json) => ({ json })) },
    { weight: 1, arbitrary: wrongType.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileText.map((json) => ({ json })) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":}', '\u0000', '[1,]').map((raw) => ({ raw })) },
  );
}

/**
 * A path segment or query value as a client would put it in a URL. Lone surrogates cannot be
 * percent-encoded as UTF-8, so they go as the bytes a careless encoder writes for them (WTF-8).
 */
export function encodeUrlText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
