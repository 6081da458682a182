import { PERIOD_TEXTS } from '@app/contract/periods';
import { and, eq, inArray, isNotNull, or, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periods } from '../../db/schema/index';
import { conflict } from '../../lib/app-error';

/**
 * Closed periods as other features ask for them (DECISIONS §10): while a month is closed, every
 * write that touches it (corrections, absences, shift changes) answers 409 'El periodo YYYY-MM
 * está cerrado'. Call `assertDaysOpen` inside the write's transaction: it holds a shared lock on
 * each month until the transaction ends, and closing a month takes that lock exclusively, so a
 * write and a close of the same month never cross.
 */

/** The advisory lock class of the months (the second key is YYYYMM). */
export const PERIOD_LOCK_CLASS = 0x70657269; // 'peri'

/** 'YYYY-MM' of a calendarDateId (YYYYMMDD). */
export const monthOfDayId = (dayId: number): string => {
  const text = String(dayId);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}`;
};

/** 'YYYY-MM' of a plain date 'YYYY-MM-DD'. */
export const monthOfDate = (date: string): string => date.slice(0, 7);

/** The advisory lock key of a month: YYYYMM. */
export const monthKey = (month: string): number => Number(month.replace('-', ''));

/** A period row is closed while its last close is newer than its last reopen. */
export const isClosedRow = (row: { closedAt: Date | null; reopenedAt: Date | null }): boolean =>
  row.closedAt !== null && (row.reopenedAt === null || row.reopenedAt < row.closedAt);

const closedCondition = and(
  isNotNull(periods.closedAt),
  or(isNull(periods.reopenedAt), lt(periods.reopenedAt, periods.closedAt)),
);

/** Which of these months ('YYYY-MM') are closed now. */
export async function closedMonths(db: Db, months: readonly string[]): Promise<string[]> {
  const unique = [...new Set(months)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ month: periods.month })
    .from(periods)
    .where(and(inArray(periods.month, unique), closedCondition));
  return rows.map((row) => row.month).sort();
}

/**
 * Refuses (409) a write touching any of these months ('YYYY-MM') while one is closed. Inside a
 * transaction it also holds each month's shared lock until the end, so no close slips in between.
 */
export async function assertMonthsOpen(db: Db, months: readonly string[]): Promise<void> {
  const unique = [...new Set(months)].sort();
  if (unique.length === 0) return;
  for (const month of unique) {
    await db.execute(
      sql`select pg_advisory_xact_lock_shared(${PERIOD_LOCK_CLASS}, ${monthKey(month)})`,
    );
  }
  const [closed] = await closedMonths(db, unique);
  if (closed) throw conflict(PERIOD_TEXTS.closed(closed));
}

/** `assertMonthsOpen` for calendarDateIds (YYYYMMDD). */
export const assertDaysOpen = (db: Db, dayIds: readonly number[]): Promise<void> =>
  assertMonthsOpen(db, dayIds.map(monthOfDayId));

/** `assertMonthsOpen` for plain dates (YYYY-MM-DD). */
export const assertDatesOpen = (db: Db, dates: readonly string[]): Promise<void> =>
  assertMonthsOpen(db, dates.map(monthOfDate));

/** Whether one month ('YYYY-MM') is closed now (for screens that say so before a write). */
export async function isMonthClosed(db: Db, month: string): Promise<boolean> {
  const [row] = await db.select().from(periods).where(eq(periods.month, month));
  return row !== undefined && isClosedRow(row);
}
