import { getShiftsResponseSchema } from '@app/contract/shifts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonCheck, compileJsonSerializer } from './json-serializer';

/**
 * The compiled serializer must write exactly what `JSON.stringify(schema.parse(value))` writes,
 * and refuse, with zod's error, exactly the values zod refuses.
 */
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

/** The outcome of a serializer: its text, or the kind of error it threw. */
const outcome = (serialize: (value: unknown) => string, value: unknown) => {
  try {
    return { text: serialize(value) };
  } catch (error) {
    return { refused: error instanceof z.ZodError ? 'ZodError' : String(error) };
  }
};

/** Strings JSON.stringify escapes or must keep: quotes, controls, lone surrogates, emoji, accents. */
const awkward = fc.constantFrom(
  '',
  '"',
  '\\',
  '\u0000',
  '\n\t\r\b\f',
  '\u001f',
  '\u007f',
  '\u2028\u2029',
  '\ud800',
  'a\udc00b',
  '😀',
  'Núñez "el Pollo" \\ Ñandú',
  '</script>',
);
const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), awkward);
const int = fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constantFrom(0, -0));
const num = fc.oneof(int, fc.double({ noNaN: true, noDefaultInfinity: true }));
/** Sometimes a key the schema does not know, which must be left out. */
const extra = fc.option(fc.record({ extra: fc.anything() }), { nil: undefined });

/**
 * Calendars; with `extras`, objects sometimes carry a key the schema does not know or have no
 * prototype.
 */
function calendars(extras: boolean) {
  // fast-check also makes objects without a prototype, which take zod's way; `extras` keeps them.
  const record = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
    fc.record(model, { noNullPrototype: !extras });
  const withExtra = <T extends object>(base: fc.Arbitrary<T>) =>
    extras ? fc.tuple(base, extra).map(([value, more]) => ({ ...more, ...value })) : base;
  const shift = withExtra(
    record({
      id: int,
      userId: int,
      user: text,
      startDateTime: text,
      endDateTime: text,
      breakMinutes: int,
      lunchMinutes: int,
      notes: text,
      color: text,
      groupId: text,
      published: fc.boolean(),
      calendarDateId: int,
      hours: num,
      version: int,
    }),
  );
  const shifts = fc.array(shift, { maxLength: 3 });
  const absenceFields = {
    date: text,
    type: fc.constantFrom('vacation', 'sick', 'personal', 'other'),
    status: fc.constantFrom('approved', 'pending'),
  };
  const absences = fc.array(withExtra(record(absenceFields)), { maxLength: 3 });
  const holidays = fc.array(withExtra(record({ date: text, name: text })), { maxLength: 2 });
  const week = withExtra(
    record({
      success: fc.constant(true),
      view: fc.constant('week'),
      startofweek: text,
      shifts: fc.array(
        withExtra(
          record({
            id: int,
            name: text,
            totalHours: fc.array(record({ sum: record({ hours: num }) }), { maxLength: 2 }),
            days: fc.array(
              record({ id: int, calendarDate: record({ date: text }), Shifts: shifts }),
              { maxLength: 7 },
            ),
            absences,
          }),
        ),
        { maxLength: 4 },
      ),
      holidays,
    }),
  );
  const day = record({
    success: fc.constant(true),
    view: fc.constant('day'),
    day: text,
    shifts: fc.array(
      record({
        id: int,
        name: text,
        hours: fc.array(record({ hour: int, Shifts: shifts }), { maxLength: 3 }),
        absences,
      }),
      { maxLength: 3 },
    ),
    holidays,
  });
  const month = record({
    success: fc.constant(true),
    view: fc.constant('month'),
    month: int,
    year: int,
    shifts: fc.array(record({ date: text, shifts }), { maxLength: 3 }),
    absences: fc.array(withExtra(record({ ...absenceFields, userId: int, userName: text })), {
      maxLength: 3,
    }),
    holidays,
  });
  return fc.oneof(week, day, month);
}
const calendar = calendars(true);

/** A copy of `value` with one value somewhere inside it (or itself) replaced by `other`. */
function replaceSomewhere(value: unknown, path: number[], other: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return other;
  const [step, ...rest] = path as [number, ...number[]];
  if (Array.isArray(value)) {
    if (value.length === 0) return other;
    const at = step % value.length;
    return value.map((item, index) => (index === at ? replaceSomewhere(item, rest, other) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return other;
  const key = keys[step % keys.length]!;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: replaceSomewhere(record[key], rest, other) };
}

/** A copy of `value` where one object somewhere inside it (or itself) has its keys reversed. */
function reorderSomewhere(value: unknown, path: number[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    if (step === undefined || value.length === 0) return value;
    const at = step % value.length;
    return value.map((item, index) => (index === at ? reorderSomewhere(item, rest) : item));
  }
  const entries = Object.entries(value);
  if (step === undefined || entries.length === 0) return Object.fromEntries(entries.reverse());
  const [key] = entries[step % entries.length]!;
  const record = value as Record<string, unknown>;
  return { ...record, [key]: reorderSomewhere(record[key], rest) };
}

const misfits = fc.oneof(
  fc.anything(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1.5, 2 ** 53, undefined, null, '1', [], {}, 'nope'),
);

describe('compiled JSON serializer of the calendars', () => {
  const serialize = compileJsonSerializer(getShiftsResponseSchema);

  it('writes exactly what zod parse + JSON.stringify write', () => {
    fc.assert(
      fc.property(calendar, (value) => {
        expect(serialize(value)).toBe(viaZod(getShiftsResponseSchema, value));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a value in the schema shape as it is, without zod', () => {
    const fits = compileJsonCheck(getShiftsResponseSchema);
    fc.assert(
      fc.property(calendars(false), (value) => {
        expect(fits(value)).toBe(true);
        expect(JSON.stringify(value)).toBe(viaZod(getShiftsResponseSchema, value));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves other keys, keys in another order and other objects to zod', () => {
    fc.assert(
      fc.property(calendars(false), fc.array(fc.nat(), { maxLength: 8 }), (value, path) => {
        const reordered = reorderSomewhere(value, path);
        expect(serialize(reordered)).toBe(viaZod(getShiftsResponseSchema, reordered));
      }),
      { numRuns: 300 },
    );
    const schema = z.object({ a: z.string(), b: z.array(z.number()) });
    const check = compileJsonCheck(schema);
    const write = compileJsonSerializer(schema);
    class Plain {
      a = 'x';
      b = [1];
    }
    const hidden = { b: [1] };
    Object.defineProperty(hidden, 'a', { value: 'x', enumerable: false });
    const inherited = Object.assign(Object.create({ c: 1 }) as object, { a: 'x', b: [1] });
    class List extends Array<number> {
      toJSON() {
        return 'list';
      }
    }
    const others: unknown[] = [
      new Plain(),
      Object.assign(Object.create(null) as object, { a: 'x', b: [1] }),
      { a: 'x', b: [1], toJSON: () => 'me' },
      { a: 'x', b: List.from([1]) },
      hidden,
      inherited,
      { b: [1], a: 'x' },
      { a: 'x', b: [1], c: undefined },
    ];
    for (const value of others) {
      expect(check(value)).toBe(false);
      expect(outcome(write, value)).toEqual(outcome((v) => viaZod(schema, v), value));
    }
    expect(check({ a: 'x', b: [1] })).toBe(true);
  });

  it('refuses, with zod error, exactly what zod refuses', () => {
    fc.assert(
      fc.property(calendar, fc.array(fc.nat(), { maxLength: 8 }), misfits, (value, path, other) => {
        const changed = replaceSomewhere(value, path, other);
        const ours = outcome(serialize, changed);
        const zods = outcome((v) => viaZod(getShiftsResponseSchema, v), changed);
        expect(ours).toEqual(zods);
      }),
      { numRuns: 1000 },
    );
    for (const value of [undefined, null, 1, 'week', [], {}, { view: 'year' }]) {
      expect(() => serialize(value)).toThrow(z.ZodError);
    }
  });
});

describe('compiled JSON serializer', () => {
  const schema = z.object({
    maybeFirst: z.string().optional(),
    tag: z.literal(['a', 'b', 7, true, null]),
    kind: z.enum(['vacation', 'sick']),
    nullable: z.number().int().nullable(),
    nested: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('x'), x: z.boolean() }),
      z.object({ kind: z.literal(['y', 'z']), list: z.array(z.number().nullable()) }),
    ]),
    nullish: z.string().nullish(),
    last: z.array(z.object({ only: z.string().optional() })),
  });
  const serialize = compileJsonSerializer(schema);
  const anyOf = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: valid }, misfits);
  const values = fc.record(
    {
      maybeFirst: anyOf(fc.option(text, { nil: undefined })),
      tag: anyOf(fc.constantFrom('a', 'b', 7, true, null)),
      kind: anyOf(fc.constantFrom('vacation', 'sick', 'other')),
      nullable: anyOf(fc.option(int, { nil: null })),
      nested: anyOf(
        fc.oneof(
          fc.record({ kind: fc.constant('x'), x: fc.boolean() }),
          fc.record({
            kind: fc.constantFrom('y', 'z', 'w'),
            list: fc.array(fc.option(num, { nil: null })),
          }),
        ),
      ),
      nullish: anyOf(fc.option(fc.option(text, { nil: null }), { nil: undefined })),
      last: anyOf(fc.array(fc.record({ only: fc.option(text, { nil: undefined }) }))),
    },
    { requiredKeys: [] },
  );

  it('handles optional, nullable, literals, enums, unions and arrays as zod does', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(outcome(serialize, value)).toEqual(outcome((v) => viaZod(schema, v), value));
      }),
      { numRuns: 2000 },
    );
    const empty = z.object({ a: z.string().optional(), b: z.number().optional() });
    expect(compileJsonSerializer(empty)({})).toBe('{}');
    expect(compileJsonSerializer(empty)({ b: 1 })).toBe('{"b":1}');
    expect(compileJsonSerializer(z.object({}))({ a: 1 })).toBe('{}');
  });

  it('refuses to compile what it cannot check as zod does', () => {
    const refused = [
      z.string().min(1),
      z.string().email(),
      z.number().min(0),
      z.number().int().max(10),
      z.coerce.number(),
      z.date(),
      z.bigint(),
      z.record(z.string(), z.number()),
      z.union([z.string(), z.number()]),
      z.string().transform((s) => s.length),
      z.object({ a: z.string() }).refine((o) => o.a !== ''),
      z.looseObject({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.object({ a: z.string().default('x') }),
      z.array(z.string().optional()),
      z.literal(10n),
    ];
    for (const schema of refused) {
      expect(
        () => compileJsonSerializer(schema as z.ZodType),
        String(schema._zod.def.type),
      ).toThrow(/not compiled/);
    }
  });
});
