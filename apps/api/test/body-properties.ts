import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { expectErrorBody } from './api-checks';

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

/** A write route whose bodies a bad-input suite tries. */
export type BadInputRoute = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: () => string;
  valid: () => Record<string, unknown>;
  /** The route's body schema: a body it refuses must get a 400. */
  schema: { safeParse: (value: unknown) => { success: boolean } };
};

/**
 * The bad-input properties of a write route, in the caller's `describe`: malformed JSON (400) and
 * bodies that are not objects change nothing; every wrong value of every field and arbitrary
 * bodies get a success or a Spanish 4xx, never a 5xx. A body the schema refuses gets a 400; one it
 * accepts is either done (`accepted` checks the answer) or refused by a rule (`refused` checks
 * the answer); a refused write leaves `state` as it was.
 */
export function badInputProperties(
  route: BadInputRoute,
  options: {
    texts: readonly string[];
    /** Sends a raw JSON text as the route's caller (with its headers). */
    send: (body: string) => Promise<LightMyRequestResponse>;
    /** What a refused write must leave unchanged. */
    state: () => Promise<unknown>;
    /** The answer to a valid body the server refused (its rule's message). */
    refused: (response: LightMyRequestResponse) => void;
    /** More checks of a success. */
    accepted?: (response: LightMyRequestResponse) => void;
    /** Every valid body must be refused (the route's rules refuse what the tries send). */
    mustRefuse?: boolean;
  },
) {
  const check: BodyCheck = async (payload) => {
    const text = JSON.stringify(payload) ?? 'null';
    const before = await options.state();
    const response = await options.send(text);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    if (!route.schema.safeParse(JSON.parse(text)).success) {
      expectErrorBody(response, { status: 400 });
    } else if (options.mustRefuse || response.statusCode >= 400) {
      options.refused(response);
    } else {
      expect(response.json()).toMatchObject({ success: true });
      options.accepted?.(response);
      return;
    }
    expect(await options.state()).toEqual(before);
  };

  it('refuses malformed JSON and bodies that are not objects, changing nothing', async () => {
    const before = await options.state();
    for (const body of ['{', '{"a" 1}', "{'a':1}"]) {
      expectErrorBody(await options.send(body), { status: 400 });
    }
    for (const body of ['[]', '"texto"', '42', 'null', 'true']) await check(JSON.parse(body));
    expect(await options.state()).toEqual(before);
  });

  it('answers every wrong value of every field with a Spanish 4xx', async () => {
    await tryEveryWrongField(route.valid, options.texts, check);
  });

  it('never answers a 5xx to arbitrary bodies (property)', async () => {
    await tryArbitraryBodies(route.valid, options.texts, check);
  });
}
