import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalFields, type HistoryFields } from './punch-history-chain';

const iso = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());
const id = fc.oneof(fc.integer({ min: 1, max: 2_147_483_647 }), fc.constant(0));
const breakShape = fc.record({
  id,
  type: fc.constantFrom('break', 'lunch'),
  breakIn: iso,
  breakOut: fc.option(iso, { nil: null }),
});
const snapshot = fc.record({
  id,
  userId: id,
  calendarDateId: fc.integer({ min: 20000101, max: 21001231 }),
  dateIn: iso,
  dateOut: fc.option(iso, { nil: null }),
  notesIn: fc.string(),
  notesOut: fc.string({ unit: 'grapheme' }),
  corrected: fc.boolean(),
  breaks: fc.array(breakShape, { maxLength: 4 }),
});
/** Snapshots, other shapes, and snapshots with a field of another type or one key more. */
const jsonValue = fc.oneof(
  snapshot,
  fc.constant(null),
  fc.record({ month: fc.string(), closed: fc.boolean() }),
  snapshot.chain((s) =>
    fc.record({
      ...Object.fromEntries(
        Object.keys(s).map((k) => [k, fc.constant((s as Record<string, unknown>)[k])]),
      ),
      extra: fc.jsonValue(),
    }),
  ),
  snapshot.map((s) => ({ ...s, id: 1.5 })),
  snapshot.map((s) => ({ ...s, breaks: [{ ...s.breaks[0], id: 'x' }] })),
  fc.jsonValue(),
);
const fields = fc.record({
  punchId: fc.option(id, { nil: null }),
  userId: fc.option(id, { nil: null }),
  calendarDateId: fc.option(fc.integer({ min: 20000101, max: 21001231 }), { nil: null }),
  action: fc.constantFrom('I', 'O', 'BI', 'correction-applied', 'period-closed'),
  actorId: fc.option(id, { nil: null }),
  at: fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  }),
  ip: fc.option(fc.string(), { nil: null }),
  reason: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
  before: jsonValue,
  after: jsonValue,
});

describe('the history rows as canonical JSON', () => {
  it('are exactly what canonicalize writes (RFC 8785), for snapshots and any other value', () => {
    fc.assert(
      fc.property(fields, (f: HistoryFields) => {
        const expected = canonicalize({
          ...f,
          at: f.at.toISOString(),
          before: f.before ?? null,
          after: f.after ?? null,
        });
        expect(canonicalFields(f)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
