import { toCents } from '@app/contract/money';
import { expenses, incomes, recurringExpenses } from '../db/schema/index';
import { companyClock } from '../lib/time';
import { planExpenses } from './expenses.plan';
import { monthsAgo, randomSource } from './finance-kit';
import { planIncomes } from './incomes.plan';
import { generatedMonths, generatedUntil, planRecurring } from './recurring.plan';
import type { SeedStep } from './seed-context';

/** How far back the demo's finance goes, in months before the current one. */
export const FINANCE_MONTHS = 24;

/**
 * Two years of finance up to today: incomes, expenses, the recurring expenses and the months they
 * generated, exactly as the generation job writes them (so that the job, which inserts
 * `ON CONFLICT (recurring_expense_id, recurring_month) DO NOTHING`, finds them done). One insert
 * per table: the embedded database takes a few thousand rows in one statement in well under a
 * second, where a statement per row would take many. The triggers of migration 0010 fill
 * `finance_daily_totals` from these statements as from any other write (docs/decisions/040).
 */
export const financeSeed: SeedStep = {
  name: 'finanzas',
  async run(tx, context) {
    const clock = companyClock(context.timeZone);
    const today = clock.today(context.now);
    const range = { from: monthsAgo(today, FINANCE_MONTHS), to: today };
    const admin = context.users.find((user) => user.role === 'admin')!.id;
    const random = randomSource(2026_12);

    const incomeRows = planIncomes(random, range, context.areas, admin);
    const cardSales = new Map<string, number>();
    for (const row of incomeRows) {
      if (row.type !== 'credit_card' && row.type !== 'debit_card') continue;
      const month = row.date.slice(0, 7);
      cardSales.set(month, (cardSales.get(month) ?? 0) + Number(toCents(row.amount)));
    }
    await tx.insert(incomes).values(incomeRows);

    const recurring = await tx
      .insert(recurringExpenses)
      .values(
        planRecurring(today, context, admin).map((row) => {
          const created = clock.instantOf(`${row.startsOn} 09:00`);
          const paused = row.active
            ? created
            : clock.instantOf(`${generatedUntil(today, row.name)} 18:00`);
          return { ...row, createdAt: created, updatedAt: paused };
        }),
      )
      .returning();
    const generated = recurring.flatMap((row) =>
      generatedMonths(row, generatedUntil(today, row.name)),
    );
    const expenseRows = [...planExpenses(random, range, context, admin, cardSales), ...generated];
    // In date order, as they were recorded: ids grow with the dates.
    expenseRows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    context.expenses = await tx.insert(expenses).values(expenseRows).returning({
      id: expenses.id,
      name: expenses.name,
      amount: expenses.amount,
      date: expenses.date,
      supplierId: expenses.supplierId,
      recurringExpenseId: expenses.recurringExpenseId,
    });
  },
};
