import fc from 'fast-check';

/** Values of the wrong type or size, tried in every field of a body. */
export const WRONG_VALUES: readonly unknown[] = [
  42,
  -1.5,
  true,
  'texto',
  ['x'],
  { valor: 1 },
  null,
  '',
  'a'.repeat(10_000),
];

type BodyCheck = (payload: unknown) => Promise<void>;

/** Sends a valid body with each field in turn set to each wrong value and each probing text. */
export async function tryEveryWrongField(
  valid: () => Record<string, unknown>,
  texts: readonly string[],
  check: BodyCheck,
) {
  for (const field of Object.keys(valid())) {
    for (const value of [...WRONG_VALUES, ...texts]) {
      await check({ ...valid(), [field]: value });
    }
  }
}

/**
 * Property: arbitrary values in the body's fields, merged into a valid body or alone; `check`
 * asserts what the caller must see (a success, or a Spanish 4xx; never a 5xx).
 */
export async function tryArbitraryBodies(
  valid: () => Record<string, unknown>,
  texts: readonly string[],
  check: BodyCheck,
) {
  const value = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string(),
    fc.integer(),
    fc.constantFrom(...texts),
    fc.array(fc.integer({ min: -5, max: 3_000_000_000 }), { maxLength: 4 }),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom(...Object.keys(valid())), value),
      fc.boolean(),
      async (changes, merge) => {
        await check(merge ? { ...valid(), ...changes } : changes);
      },
    ),
    { numRuns: 60 },
  );
}
