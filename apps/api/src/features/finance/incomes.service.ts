import type { CreateIncome, Income, IncomeListQuery, UpdateIncome } from '@app/contract/incomes';
import { INCOME_TEXTS, type IncomeType } from '@app/contract/incomes';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { moneyForColumn, moneyForJson } from '../../lib/money';
import type { CompanyClock } from '../../lib/time';
import { assertRefs, given, translateRefError } from './finance-common';
import {
  deleteIncome,
  incomeById,
  incomeList,
  insertIncome,
  updateIncome,
  type IncomeRow,
} from './incomes.repository';

export type FinanceDeps = { db: Db; clock: CompanyClock };

export const toIncome = (clock: CompanyClock, row: IncomeRow): Income => ({
  id: row.id,
  amount: moneyForJson(row.amount),
  type: row.type as IncomeType,
  date: row.date,
  areaId: row.areaId,
  area: { id: row.areaId, name: row.areaName },
  description: row.description,
  createdAt: clock.iso(row.createdAt),
});

export async function listIncomes({ db, clock }: FinanceDeps, query: IncomeListQuery) {
  const { rows, total } = await incomeList.page(db, query);
  return { data: rows.map((row) => toIncome(clock, row)), totalItems: total };
}

/** POST /incomes: the area must exist (400), checked and held in the writing transaction. */
export async function createIncome(
  { db, clock }: FinanceDeps,
  actorId: number,
  input: CreateIncome,
): Promise<Income> {
  const row = await db
    .transaction(async (tx) => {
      await assertRefs(tx, { areaId: input.areaId });
      const id = await insertIncome(tx, {
        amount: moneyForColumn(input.amount),
        type: input.type,
        date: input.date,
        areaId: input.areaId,
        description: input.description ?? '',
        createdBy: actorId,
      });
      return incomeById(tx, id);
    })
    .catch(translateRefError);
  return toIncome(clock, row!);
}

export async function changeIncome(
  { db, clock }: FinanceDeps,
  id: number,
  input: UpdateIncome,
): Promise<Income> {
  const changes = given(input);
  const row = await db
    .transaction(async (tx) => {
      await assertRefs(tx, { areaId: changes.areaId });
      const found = await updateIncome(tx, id, {
        ...changes,
        ...(changes.amount !== undefined && { amount: moneyForColumn(changes.amount) }),
      });
      if (!found) throw notFound(INCOME_TEXTS.notFound);
      return incomeById(tx, id);
    })
    .catch(translateRefError);
  return toIncome(clock, row!);
}

export async function removeIncome({ db }: FinanceDeps, id: number): Promise<void> {
  if (!(await deleteIncome(db, id))) throw notFound(INCOME_TEXTS.notFound);
}
