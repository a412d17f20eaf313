import fc from 'fast-check';

/**
 * Odd values for the review fuzz tests (routes never answer 5xx): numbers at and beyond the
 * database's integer bounds, random text with U+0000, and JSON nested a little.
 */

/** Integers, doubles and the values that break storage: int4 bounds, ±1e308, fractions. */
export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0.01, 0.5, 2_147_483_647, 2_147_483_648, 99_999_999_999, 1e308, -1e308),
  fc.double(),
);

/** Random text (any UTF-16 unit) and U+0000, plus the words of the routes under test. */
export function nastyString(words: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('', ' ', '\u0000', 'a\u0000b', ...words),
  );
}

/** Any JSON value a few levels deep, objects keyed by `keys` or by odd text. */
export function nastyJson(
  keys: readonly string[],
  text: fc.Arbitrary<string>,
): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), text) : text;
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      nastyNumber,
      text,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  })).value;
}
