import { addDays } from '@app/contract/dates';
import type { recurringExpenses } from '../db/schema/index';
import type { Catalogs, ExpenseRow } from './expenses.plan';
import { dayOf, idOf, monthsAgo, monthsBetween } from './finance-kit';

export type RecurringRow = typeof recurringExpenses.$inferInsert;
type DayOfMonth = 1 | 5 | 10 | 15 | 20 | 25;

type Recurring = {
  name: string;
  amount: string;
  dayOfMonth: DayOfMonth;
  category: string;
  area: string;
  supplier: string | null;
  note: string;
  /** Months before today's month it was created in (its first day). */
  startsMonthsAgo: number;
  /** Paused this many months ago (active: false), else running. */
  pausedMonthsAgo?: number;
};

/** The demo's recurring expenses: rent on the 1st, internet on the 5th, cleaning on the 15th. */
const RECURRING: readonly Recurring[] = [
  {
    name: 'Alquiler oficina',
    amount: '1850.00',
    dayOfMonth: 1,
    category: 'Alquiler',
    area: 'Administración',
    supplier: 'Inmuebles Albufera S.L.',
    note: 'Oficina y almacén de la calle de Colón',
    startsMonthsAgo: 24,
  },
  {
    name: 'Internet y telefonía',
    amount: '89.90',
    dayOfMonth: 5,
    category: 'Suministros',
    area: 'Operaciones',
    supplier: 'Levante Net Telecomunicaciones',
    note: 'Fibra de 1 Gb y cuatro líneas móviles',
    startsMonthsAgo: 24,
  },
  {
    name: 'Limpieza de oficinas',
    amount: '420.00',
    dayOfMonth: 15,
    category: 'Servicios',
    area: 'Operaciones',
    supplier: 'Limpiezas Brillante S.L.',
    note: 'Tres días por semana, material incluido',
    startsMonthsAgo: 20,
  },
  {
    name: 'Licencia del CRM de ventas',
    amount: '149.00',
    dayOfMonth: 10,
    category: 'Software y licencias',
    area: 'Ventas',
    supplier: 'NubeSoft Soluciones S.L.',
    note: 'En pausa mientras se evalúa otra herramienta',
    startsMonthsAgo: 14,
    pausedMonthsAgo: 3,
  },
];

/** The recurring expenses' rows, to insert before what they generated. */
export function planRecurring(
  today: string,
  catalogs: Catalogs,
  createdBy: number,
): RecurringRow[] {
  return RECURRING.map((entry) => ({
    name: entry.name,
    amount: entry.amount,
    dayOfMonth: entry.dayOfMonth,
    categoryId: idOf(catalogs.categories, entry.category),
    areaId: idOf(catalogs.areas, entry.area),
    supplierId: entry.supplier ? idOf(catalogs.suppliers, entry.supplier) : null,
    note: entry.note,
    active: entry.pausedMonthsAgo === undefined,
    startsOn: monthsAgo(today, entry.startsMonthsAgo),
    createdBy,
  }));
}

/**
 * What the generation job would have made of a recurring expense by `until` (DECISIONS §7): one
 * expense per month on its day, from the first such day on or after `startsOn`, with its name,
 * amount, category, area, supplier and note, linked by `recurringExpenseId` and `recurringMonth`.
 */
export function generatedMonths(
  recurring: RecurringRow & { id: number },
  until: string,
): ExpenseRow[] {
  const rows: ExpenseRow[] = [];
  for (const month of monthsBetween(recurring.startsOn, until)) {
    const date = dayOf(month, recurring.dayOfMonth);
    if (date < recurring.startsOn || date > until) continue;
    rows.push({
      name: recurring.name,
      amount: recurring.amount,
      date,
      categoryId: recurring.categoryId,
      areaId: recurring.areaId,
      supplierId: recurring.supplierId ?? null,
      note: recurring.note ?? '',
      recurringExpenseId: recurring.id,
      recurringMonth: month,
      createdBy: recurring.createdBy ?? null,
    });
  }
  return rows;
}

/** Until when each recurring expense generated: today, or the day it was paused. */
export function generatedUntil(today: string, name: string): string {
  const entry = RECURRING.find((candidate) => candidate.name === name);
  if (entry?.pausedMonthsAgo === undefined) return today;
  return addDays(monthsAgo(today, entry.pausedMonthsAgo - 1), -1);
}
