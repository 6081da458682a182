import { fromCents, sumMoney } from '@app/contract/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { moneyForColumn, moneyForJson, optionalMoneyForJson, sumMoneySql } from './money';

describe('money on the server', () => {
  it('turns column strings into JSON numbers and back without losing a cent', () => {
    expect(moneyForJson('1234.50')).toBe(1234.5);
    expect(moneyForJson('999999999999.99')).toBe(999999999999.99);
    expect(moneyForJson('0.10')).toBe(0.1);
    expect(optionalMoneyForJson(null)).toBeNull();
    expect(moneyForColumn('12.3')).toBe('12.30');
    expect(() => moneyForJson('1.005')).toThrow(RangeError);
    expect(() => moneyForColumn('abc')).toThrow(RangeError);
  });

  describe('in SQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      await database.db.execute(
        sql`CREATE TEMPORARY TABLE money_sum_test (id serial PRIMARY KEY, amount numeric(14,2) NOT NULL)`,
      );
    });
    afterAll(async () => {
      await database?.close();
    });

    const total = async () => {
      const result = (await database.db.execute(
        sql`SELECT ${sumMoneySql(sql.raw('amount'))} AS total FROM money_sum_test`,
      )) as { rows: { total: string }[] };
      return result.rows[0]!.total;
    };

    it('sums to the cent: 0.10 + 0.20 is 0.30, and no rows is 0.00', async () => {
      expect(await total()).toBe('0.00');
      await database.db.execute(sql`INSERT INTO money_sum_test (amount) VALUES (0.1), (0.2)`);
      expect(await total()).toBe('0.30');
      expect(moneyForJson(await total())).toBe(0.3);
    });

    it('sums random amounts exactly as the decimal sum in cents', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.bigInt({ min: 1n, max: 99_999_999_999_999n }), { maxLength: 30 }),
          async (cents) => {
            await database.db.execute(sql`DELETE FROM money_sum_test`);
            const amounts = cents.map(fromCents);
            for (const amount of amounts)
              await database.db.execute(
                sql`INSERT INTO money_sum_test (amount) VALUES (${moneyForColumn(amount)})`,
              );
            expect(await total()).toBe(sumMoney(amounts));
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});
