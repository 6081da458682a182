import { weekday } from '@app/contract/dates';
import type { incomes } from '../db/schema/index';
import {
  around,
  centsToMoney,
  eachDay,
  idOf,
  isBusinessDay,
  isHoliday,
  salesSeason,
  type Random,
} from './finance-kit';
import type { Seeded } from './seed-context';

export type IncomeRow = typeof incomes.$inferInsert;

/** Business customers of the demo company, billed by transfer. */
const CUSTOMERS = [
  'Hostelería del Carmen S.L.',
  'Supermercados Ruzafa',
  'Bodegas Requena S.A.',
  'Cafetería La Lonja',
  'Hotel Malvarrosa',
  'Frutas Benimaclet',
  'Restaurante El Palmar',
  'Panadería Campanar',
  'Catering Albufera S.L.',
  'Ultramarinos Peñíscola',
];

/**
 * Two years of incomes: shop sales every business day (more of them in December, at the start of
 * summer and around Black Friday, fewer in January), a shorter Saturday, invoices of business
 * customers paid by transfer, phone orders and the delivery charges of the logistics area. The
 * company grows about 8 % a year.
 */
export function planIncomes(
  random: Random,
  range: { from: string; to: string },
  areas: readonly Seeded[],
  createdBy: number,
): IncomeRow[] {
  const sales = idOf(areas, 'Ventas');
  const phone = idOf(areas, 'Atención al Cliente');
  const logistics = idOf(areas, 'Logística');
  const rows: IncomeRow[] = [];
  const add = (
    date: string,
    areaId: number,
    type: IncomeRow['type'],
    cents: number,
    description: string,
  ) => rows.push({ date, areaId, type, amount: centsToMoney(cents), description, createdBy });
  const invoices = new Map<string, number>(); // numbered from 1 every year
  for (const date of eachDay(range.from, range.to)) {
    const saturday = weekday(date) === 6 && !isHoliday(date);
    if (!isBusinessDay(date) && !saturday) continue;
    const growth = 1 + 0.08 * (Number(date.slice(0, 4)) - Number(range.from.slice(0, 4)));
    const season = salesSeason(date) * growth;
    const shopSales = Math.max(
      1,
      Math.round((saturday ? 2 : 4) * season * random.between(0.6, 1.4)),
    );
    for (let i = 0; i < shopSales; i += 1) {
      const type = random.pick([
        'credit_card',
        'credit_card',
        'debit_card',
        'debit_card',
        'cash',
      ] as const);
      const label = random.chance(0.3) ? 'Venta tienda online' : 'Venta en tienda';
      add(date, sales, type, around(random, 180 * season, 0.7), label);
    }
    if (saturday) continue;
    const invoicesToday = Math.round(random.between(0.3, 1.5) * season);
    for (let i = 0; i < invoicesToday; i += 1) {
      const year = date.slice(0, 4);
      const invoice = (invoices.get(year) ?? 0) + 1;
      invoices.set(year, invoice);
      const number = `F-${year}-${String(invoice).padStart(4, '0')}`;
      add(
        date,
        sales,
        'checking_account',
        around(random, 2400, 0.55),
        `Factura ${number} ${random.pick(CUSTOMERS)}`,
      );
    }
    if (random.chance(0.25)) {
      add(
        date,
        phone,
        random.pick(['credit_card', 'debit_card'] as const),
        around(random, 95 * season, 0.5),
        'Pedido telefónico',
      );
    }
    if (random.chance(0.12)) {
      add(
        date,
        logistics,
        'checking_account',
        around(random, 240, 0.4),
        `Portes facturados a ${random.pick(CUSTOMERS)}`,
      );
    }
  }
  return rows;
}
