import { Readable } from 'node:stream';
import { csvHeader, csvRows, CSV_BOM, type CsvColumn } from '@app/contract/csv';
import type { ExpenseFilters } from '@app/contract/expenses';
import { INCOME_TYPE_LABELS, type IncomeFilters, type IncomeType } from '@app/contract/incomes';
import type { Db } from '../../db/client';
import { expensesOfFilter, type ExpenseRow } from './expenses.repository';
import { spanishDate } from './finance-common';
import { incomesOfFilter, type IncomeRow } from './incomes.repository';

/**
 * GET /incomes/export and GET /expenses/export (DECISIONS §7): every row of the list's filters,
 * newest first as the list, through the contract's CSV builder. Amounts are written as the
 * database holds them, with 2 decimals ('1234.50'); dates as DD/MM/YYYY.
 */
export const INCOME_EXPORT_COLUMNS: readonly CsvColumn<IncomeRow>[] = [
  { header: 'Fecha', value: (row) => spanishDate(row.date) },
  { header: 'Concepto', value: (row) => row.description },
  { header: 'Área', value: (row) => row.areaName },
  { header: 'Tipo', value: (row) => INCOME_TYPE_LABELS[row.type as IncomeType] ?? row.type },
  { header: 'Monto', value: (row) => row.amount },
];

export const EXPENSE_EXPORT_COLUMNS: readonly CsvColumn<ExpenseRow>[] = [
  { header: 'Fecha', value: (row) => spanishDate(row.date) },
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Categoría', value: (row) => row.categoryName },
  { header: 'Área', value: (row) => row.areaName },
  { header: 'Proveedor', value: (row) => row.supplierName ?? '' },
  { header: 'Monto', value: (row) => row.amount },
  { header: 'Nota', value: (row) => row.note },
  { header: 'Recurrente', value: (row) => (row.recurringExpenseId === null ? 'No' : 'Sí') },
  { header: 'Comprobantes', value: (row) => Number(row.receiptCount) },
];

/** `ingresos-2026-01-01-a-2026-01-31.csv`; an open end is written 'inicio' or 'hoy'. */
export const exportFileName = (
  what: 'ingresos' | 'egresos',
  filters: { dateFrom?: string | undefined; dateTo?: string | undefined },
  today: string,
) => `${what}-${filters.dateFrom ?? 'inicio'}-a-${filters.dateTo ?? today}.csv`;

function csvStream<Row>(columns: readonly CsvColumn<Row>[], chunks: AsyncIterable<Row[]>) {
  async function* lines() {
    yield CSV_BOM + csvHeader(columns);
    for await (const rows of chunks) yield csvRows(columns, rows);
  }
  return Readable.from(lines());
}

export const exportIncomes = (db: Db, filters: IncomeFilters) =>
  csvStream(INCOME_EXPORT_COLUMNS, incomesOfFilter(db, filters));

export const exportExpenses = (db: Db, filters: ExpenseFilters) =>
  csvStream(EXPENSE_EXPORT_COLUMNS, expensesOfFilter(db, filters));
