import type { ExportColumn } from '@app/contract/export-columns';
import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import type { ExpenseFilters } from '@app/contract/expenses';
import { INCOME_TYPE_LABELS, type IncomeFilters, type IncomeType } from '@app/contract/incomes';
import type { NumberStyle } from '@app/contract/number-style';
import type { Db } from '../../db/client';
import { tableExport } from '../../lib/table-export';
import { expensesOfFilter, type ExpenseRow } from './expenses.repository';
import { incomesOfFilter, type IncomeRow } from './incomes.repository';

/**
 * GET /incomes/export and GET /expenses/export (DECISIONS §7, docs/decisions/079): every row of
 * the list's filters, newest first as the list, as CSV in the company's dialect or, with
 * `format=xlsx`, as an Excel workbook. Amounts are the database's own (`'1234.50'`), written with
 * 2 decimals or as money cells; dates as DD/MM/YYYY or date cells.
 */
export const INCOME_EXPORT_COLUMNS: readonly ExportColumn<IncomeRow>[] = [
  { header: 'Fecha', value: (row) => row.date, kind: 'date' },
  { header: 'Concepto', value: (row) => row.description, width: 32 },
  { header: 'Área', value: (row) => row.areaName, width: 20 },
  {
    header: 'Tipo',
    value: (row) => INCOME_TYPE_LABELS[row.type as IncomeType] ?? row.type,
    width: 20,
  },
  { header: 'Monto', value: (row) => row.amount, kind: 'money' },
];

export const EXPENSE_EXPORT_COLUMNS: readonly ExportColumn<ExpenseRow>[] = [
  { header: 'Fecha', value: (row) => row.date, kind: 'date' },
  { header: 'Nombre', value: (row) => row.name, width: 28 },
  { header: 'Categoría', value: (row) => row.categoryName, width: 20 },
  { header: 'Área', value: (row) => row.areaName, width: 20 },
  { header: 'Proveedor', value: (row) => row.supplierName ?? '', width: 20 },
  { header: 'Monto', value: (row) => row.amount, kind: 'money' },
  { header: 'Nota', value: (row) => row.note, width: 32 },
  { header: 'Recurrente', value: (row) => (row.recurringExpenseId === null ? 'No' : 'Sí') },
  { header: 'Comprobantes', value: (row) => Number(row.receiptCount), kind: 'count' },
];

/** `ingresos-2026-01-01-a-2026-01-31.csv` (or `.xlsx`); an open end is written 'inicio' or 'hoy'. */
export const exportFileName = (
  what: 'ingresos' | 'egresos',
  filters: { dateFrom?: string | undefined; dateTo?: string | undefined },
  today: string,
  format: ExportFormat = 'csv',
) =>
  fileNameFor(`${what}-${filters.dateFrom ?? 'inicio'}-a-${filters.dateTo ?? today}.csv`, format);

export const exportIncomes = (
  db: Db,
  filters: IncomeFilters,
  format: ExportFormat,
  style: NumberStyle,
) =>
  tableExport(format, {
    columns: INCOME_EXPORT_COLUMNS,
    chunks: incomesOfFilter(db, filters),
    style,
    sheetName: 'Ingresos',
  });

export const exportExpenses = (
  db: Db,
  filters: ExpenseFilters,
  format: ExportFormat,
  style: NumberStyle,
) =>
  tableExport(format, {
    columns: EXPENSE_EXPORT_COLUMNS,
    chunks: expensesOfFilter(db, filters),
    style,
    sheetName: 'Egresos',
  });
