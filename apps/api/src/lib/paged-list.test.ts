import { eq, gte } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { punches } from '../db/schema/index';
import { whereOf, type ListFilters } from './paged-list';

type Query = { userId?: number | null; fromDay?: number; name?: string };
const filters: ListFilters<Query> = {
  userId: (id) => eq(punches.userId, id),
  fromDay: (day) => gte(punches.calendarDateId, day),
};
const render = (query: Query) => {
  const where = whereOf(query, filters);
  return where && new PgDialect().sqlToQuery(where);
};

describe('whereOf', () => {
  it('adds the condition of each filter the query gives, joined with AND', () => {
    expect(render({ userId: 3, fromDay: 20260101 })).toMatchObject({
      sql: '("punches"."user_id" = $1 and "punches"."calendar_date_id" >= $2)',
      params: [3, 20260101],
    });
  });

  it('adds nothing for a missing, null or empty filter, nor for a key without a filter', () => {
    expect(render({})).toBeUndefined();
    expect(render({ userId: null, name: 'Ana' })).toBeUndefined();
    expect(render({ fromDay: 20260101 })?.params).toEqual([20260101]);
  });
});
