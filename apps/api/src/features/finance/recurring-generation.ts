import { addDays } from '@app/contract/dates';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { expenses, recurringExpenses } from '../../db/schema/index';
import { hourPeriod, type Job } from '../../lib/scheduled-jobs';
import type { CompanyClock } from '../../lib/time';
import { activeRecurring, lockRecurring } from './expenses-recurrent.repository';
import { firstOccurrence, monthOf, occurrencesUpTo } from './recurring-schedule';

/**
 * Recurring expenses turn into expenses (DECISIONS §7, decision 031). A recurring expense's
 * `startsOn` is the earliest day its next expense may fall on: its creation date at first, the day
 * after each day generated, the resume date after a pause. Each run makes, for every active one, an
 * expense for every `dayOfMonth` from `startsOn` up to today (company zone) — so a server that was
 * down catches up — and moves `startsOn` past the last, in one transaction under the recurring
 * expense's row lock. The unique (recurring_expense_id, recurring_month) key makes each month once
 * whatever happens (two instances, a run cut off, a day changed after its month was generated).
 */
export async function generateRecurring(db: Db, id: number, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const recurring = await lockRecurring(tx, id);
    if (!recurring?.active) return 0;
    const days = occurrencesUpTo(recurring.startsOn, recurring.dayOfMonth, today);
    if (days.length === 0) return 0;
    const inserted = await tx
      .insert(expenses)
      .values(
        days.map((date) => ({
          name: recurring.name,
          amount: recurring.amount,
          date,
          categoryId: recurring.categoryId,
          areaId: recurring.areaId,
          supplierId: recurring.supplierId,
          note: recurring.note,
          recurringExpenseId: recurring.id,
          recurringMonth: monthOf(date),
          createdBy: recurring.createdBy,
        })),
      )
      .onConflictDoNothing({ target: [expenses.recurringExpenseId, expenses.recurringMonth] })
      .returning({ id: expenses.id });
    // Not an edit: updatedAt stays the admin's last change.
    await tx
      .update(recurringExpenses)
      .set({ startsOn: addDays(days[days.length - 1]!, 1) })
      .where(eq(recurringExpenses.id, id));
    return inserted.length;
  });
}

/** Every active recurring expense that is due by `today`; stops between two when aborted. */
export async function generateDueRecurring(
  db: Db,
  today: string,
  signal?: AbortSignal,
): Promise<{ generated: number; failed: number }> {
  let generated = 0;
  let failed = 0;
  for (const row of await activeRecurring(db)) {
    if (signal?.aborted) break;
    if (firstOccurrence(row.startsOn, row.dayOfMonth) > today) continue;
    try {
      generated += await generateRecurring(db, row.id, today);
    } catch {
      failed += 1; // deleted meanwhile, or the database hiccuped: the next run tries again
    }
  }
  return { generated, failed };
}

/** The generation as a scheduled job: at start (catch-up) and every hour, by one instance. */
export function recurringExpensesJob(deps: { db: Db; clock: CompanyClock }): Job {
  return {
    name: 'recurring-expenses',
    periodOf: hourPeriod,
    async run({ signal, log }) {
      const today = deps.clock.today();
      const { generated, failed } = await generateDueRecurring(deps.db, today, signal);
      if (generated > 0 || failed > 0)
        log.info({ generated, failed }, 'recurring expenses generated');
      if (failed > 0) throw new Error(`${failed} recurring expenses could not be generated`);
    },
  };
}
