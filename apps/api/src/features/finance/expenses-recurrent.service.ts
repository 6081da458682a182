import {
  RECURRING_TEXTS,
  type CreateRecurringExpense,
  type RecurringExpense,
  type RecurringExpenseListQuery,
  type UpdateRecurringExpense,
} from '@app/contract/expenses-recurrent';
import { notFound } from '../../lib/app-error';
import { moneyForColumn, moneyForJson } from '../../lib/money';
import type { CompanyClock } from '../../lib/time';
import {
  deleteRecurring,
  insertRecurring,
  lockRecurring,
  recurringById,
  recurringList,
  updateRecurring,
  type RecurringRow,
} from './expenses-recurrent.repository';
import { assertRefs, given, translateRefError } from './finance-common';
import type { FinanceDeps } from './incomes.service';
import { generateRecurring } from './recurring-generation';
import { firstOccurrence } from './recurring-schedule';

export const toRecurring = (clock: CompanyClock, row: RecurringRow): RecurringExpense => ({
  id: row.id,
  name: row.name,
  amount: moneyForJson(row.amount),
  dayOfMonth: row.dayOfMonth,
  categoryId: row.categoryId,
  category: { id: row.categoryId, name: row.categoryName },
  areaId: row.areaId,
  area: { id: row.areaId, name: row.areaName },
  supplierId: row.supplierId,
  supplier: row.supplierId === null ? null : { id: row.supplierId, name: row.supplierName ?? '' },
  note: row.note,
  active: row.active,
  nextDate: row.active ? firstOccurrence(row.startsOn, row.dayOfMonth) : null,
  createdAt: clock.iso(row.createdAt),
});

export async function listRecurring({ db, clock }: FinanceDeps, query: RecurringExpenseListQuery) {
  const { rows, total } = await recurringList.page(db, query);
  return { data: rows.map((row) => toRecurring(clock, row)), totalItems: total };
}

/**
 * Generates what is due now (today's day included) so the list shows it without waiting an hour,
 * and reads the recurring expense back (404 when deleted meanwhile).
 */
async function generateNow(deps: FinanceDeps, id: number): Promise<RecurringExpense> {
  await generateRecurring(deps.db, id, deps.clock.today());
  const row = await recurringById(deps.db, id);
  if (!row) throw notFound(RECURRING_TEXTS.notFound);
  return toRecurring(deps.clock, row);
}

/** POST /expenses-recurrent: generation starts on the creation date (company zone). */
export async function createRecurring(
  deps: FinanceDeps,
  actorId: number,
  input: CreateRecurringExpense,
): Promise<RecurringExpense> {
  const { db, clock } = deps;
  const id = await db
    .transaction(async (tx) => {
      await assertRefs(tx, input);
      return insertRecurring(tx, {
        name: input.name,
        amount: moneyForColumn(input.amount),
        dayOfMonth: input.dayOfMonth,
        categoryId: input.categoryId,
        areaId: input.areaId,
        supplierId: input.supplierId ?? null,
        note: input.note ?? '',
        active: input.active ?? true,
        startsOn: clock.today(),
        createdBy: actorId,
      });
    })
    .catch(translateRefError);
  return generateNow(deps, id);
}

/**
 * PATCH /expenses-recurrent/{id}: later generations take the new values, earlier expenses stay as
 * they were. Resuming (`active` false → true) starts again from the resume date: the months of the
 * pause are not generated (decision 031).
 */
export async function changeRecurring(
  deps: FinanceDeps,
  id: number,
  input: UpdateRecurringExpense,
): Promise<RecurringExpense> {
  const { db, clock } = deps;
  const changes = given(input);
  await db
    .transaction(async (tx) => {
      const current = await lockRecurring(tx, id);
      if (!current) throw notFound(RECURRING_TEXTS.notFound);
      await assertRefs(tx, changes);
      const today = clock.today();
      const resumes = changes.active === true && !current.active;
      await updateRecurring(tx, id, {
        ...changes,
        ...(changes.amount !== undefined && { amount: moneyForColumn(changes.amount) }),
        ...(resumes && current.startsOn < today && { startsOn: today }),
      });
    })
    .catch(translateRefError);
  return generateNow(deps, id);
}

/** DELETE /expenses-recurrent/{id}: the expenses it generated stay (their link becomes null). */
export async function removeRecurring({ db }: FinanceDeps, id: number): Promise<void> {
  if (!(await deleteRecurring(db, id))) throw notFound(RECURRING_TEXTS.notFound);
}
