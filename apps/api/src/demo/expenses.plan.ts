import { addDays, weekday } from '@app/contract/dates';
import type { expenses } from '../db/schema/index';
import {
  around,
  centsToMoney,
  dayOf,
  eachDay,
  idOf,
  isBusinessDay,
  lastBusinessDay,
  monthName,
  monthOf,
  monthsBetween,
  powerSeason,
  salesSeason,
  type Random,
} from './finance-kit';
import type { Seeded } from './seed-context';

export type ExpenseRow = typeof expenses.$inferInsert;
export type Catalogs = { categories: Seeded[]; areas: Seeded[]; suppliers: Seeded[] };

/** Gross monthly payroll by area, in euros (a raise of about 3 % every year). */
const PAYROLL: readonly [area: string, euros: number][] = [
  ['Dirección', 4800],
  ['Ventas', 6200],
  ['Administración', 3400],
  ['Operaciones', 4100],
  ['Logística', 4900],
  ['Atención al Cliente', 2300],
  ['Recursos Humanos', 2100],
  ['Marketing', 2400],
];
const GOODS_SUPPLIERS = [
  'Distribuciones Alimentarias del Júcar S.A.',
  'Conservas Peñíscola S.L.',
  'Cafés Montaña de Alcoy',
];
const REPAIRS = [
  ['Revisión de la carretilla elevadora', 'Logística'],
  ['Reparación de la persiana del almacén', 'Logística'],
  ['Revisión de extintores', 'Operaciones'],
  ['Reparación del aire acondicionado', 'Operaciones'],
  ['Mantenimiento de la furgoneta de reparto', 'Logística'],
] as const;
const TRIPS = [
  'Comida con cliente',
  'Viaje comercial a Madrid',
  'Visita a clientes de Castellón',
  'Dietas feria de Alicante',
  'Taxi al aeropuerto de Manises',
];
const COURSES = [
  'Curso de prevención de riesgos laborales',
  'Formación de Excel avanzado',
  'Curso de manipulador de alimentos',
  'Taller de atención al cliente',
];

/**
 * The expenses a person records by hand over the range (the recurring ones come from
 * recurring.plan.ts): payroll and social security on the last business day, purchases of goods
 * ahead of the busy months, electricity higher in winter and summer, water every two months, gas
 * in the cold months, fuel every Monday, carriers, advertising, office supplies, software,
 * quarterly VAT, yearly insurance and property tax, repairs, courses, trips and the card terminal's
 * fee on the month's card sales.
 */
export function planExpenses(
  random: Random,
  range: { from: string; to: string },
  catalogs: Catalogs,
  createdBy: number,
  cardSalesCents: ReadonlyMap<string, number>,
): ExpenseRow[] {
  const category = (name: string) => idOf(catalogs.categories, name);
  const area = (name: string) => idOf(catalogs.areas, name);
  const supplier = (name: string) => idOf(catalogs.suppliers, name);
  const rows: ExpenseRow[] = [];
  type Line = { category: string; area: string; supplier?: string; note?: string };
  const add = (date: string, name: string, cents: number, line: Line) => {
    if (date < range.from || date > range.to) return;
    rows.push({
      date,
      name,
      amount: centsToMoney(cents),
      categoryId: category(line.category),
      areaId: area(line.area),
      supplierId: line.supplier ? supplier(line.supplier) : null,
      note: line.note ?? '',
      createdBy,
    });
  };
  const businessDayIn = (month: string) => {
    for (;;) {
      const date = dayOf(month, random.int(1, 28));
      if (isBusinessDay(date)) return date;
    }
  };
  const firstYear = Number(range.from.slice(0, 4));

  for (const month of monthsBetween(range.from, range.to)) {
    const m = monthOf(`${month}-01`);
    const label = monthName(month);
    const raise = 1 + 0.03 * (Number(month.slice(0, 4)) - firstYear);
    const payday = lastBusinessDay(month);
    let payroll = 0;
    for (const [where, euros] of PAYROLL) {
      const cents = around(random, euros * raise, 0.02);
      payroll += cents;
      add(payday, `Nóminas ${label}`, cents, { category: 'Nómina', area: where });
    }
    if (m === 6 || m === 12) {
      const extra = Math.round(payroll * 0.95);
      const name = m === 6 ? 'Paga extra de verano' : 'Paga extra de Navidad';
      add(payday, name, extra, { category: 'Nómina', area: 'Recursos Humanos' });
    }
    add(payday, `Seguros sociales ${label}`, Math.round(payroll * 0.31), {
      category: 'Nómina',
      area: 'Recursos Humanos',
      note: 'Cotizaciones a la Seguridad Social a cargo de la empresa',
    });

    // Goods are bought ahead of the month they sell in.
    const nextSeason = salesSeason(addDays(dayOf(month, 28), 10));
    for (let i = random.int(3, 5); i > 0; i -= 1) {
      add(businessDayIn(month), 'Compra de mercancía', around(random, 4600 * nextSeason, 0.3), {
        category: 'Compras de mercancía',
        area: 'Operaciones',
        supplier: random.pick(GOODS_SUPPLIERS),
      });
    }
    add(
      dayOf(month, 8),
      `Factura de la luz ${label}`,
      around(random, 420 * powerSeason(`${month}-01`), 0.08),
      {
        category: 'Suministros',
        area: 'Operaciones',
        supplier: 'Eléctrica del Turia S.A.',
      },
    );
    if (m % 2 === 1) {
      add(dayOf(month, 12), 'Factura del agua (bimestral)', around(random, 82, 0.15), {
        category: 'Suministros',
        area: 'Operaciones',
        supplier: 'Aguas de la Vega',
      });
    }
    if (m <= 3 || m >= 11) {
      add(
        dayOf(month, 18),
        'Gas de calefacción',
        around(random, 190 * powerSeason(`${month}-01`), 0.12),
        {
          category: 'Suministros',
          area: 'Administración',
        },
      );
    }
    add(
      dayOf(month, 20),
      `Portes y envíos ${label}`,
      around(random, 1100 * salesSeason(`${month}-01`), 0.15),
      {
        category: 'Transporte',
        area: 'Logística',
        supplier: 'Transportes Hermanos Llorens S.L.',
      },
    );
    const adsSeason = m === 11 || m === 12 ? 1.8 : m === 6 || m === 7 ? 1.4 : 1;
    add(
      dayOf(month, 2),
      `Campaña de anuncios en línea ${label}`,
      around(random, 450 * adsSeason, 0.1),
      {
        category: 'Marketing',
        area: 'Marketing',
        supplier: 'Agencia Creativa Malvarrosa',
      },
    );
    if (m === 5 || m === 11) {
      add(dayOf(month, 9), 'Folletos y cartelería de temporada', around(random, 780, 0.2), {
        category: 'Marketing',
        area: 'Marketing',
        supplier: 'Gráficas Sorolla',
      });
    }
    if (m === 3) {
      add(
        dayOf(month, 14),
        'Stand en la Feria Alimentaria de Valencia',
        around(random, 2400, 0.05),
        {
          category: 'Marketing',
          area: 'Ventas',
        },
      );
    }
    add(businessDayIn(month), 'Material de oficina', around(random, 120, 0.6), {
      category: 'Material de oficina',
      area: 'Administración',
      supplier: 'Papelería Central Ruzafa',
    });
    add(dayOf(month, 3), 'Licencias del ERP', 12_900, {
      category: 'Software y licencias',
      area: 'Administración',
      supplier: 'NubeSoft Soluciones S.L.',
    });
    add(dayOf(month, 10), `Honorarios de la gestoría ${label}`, 24_500, {
      category: 'Asesoría',
      area: 'Administración',
      supplier: 'Gestoría Martínez y Asociados',
    });
    if (m === 1 || m === 4 || m === 7 || m === 10) {
      add(dayOf(month, 20), 'IVA trimestral (modelo 303)', around(random, 6500, 0.25), {
        category: 'Impuestos y tasas',
        area: 'Administración',
        note: 'Liquidación del trimestre anterior',
      });
    }
    if (m === 9)
      add(dayOf(month, 15), 'IBI del local', 112_648, {
        category: 'Impuestos y tasas',
        area: 'Administración',
      });
    if (m === 2) {
      add(dayOf(month, 4), 'Póliza de responsabilidad civil', around(random, 1480, 0.03), {
        category: 'Seguros',
        area: 'Dirección',
        supplier: 'Seguros Mediterráneo',
      });
    }
    if (m % 3 === 1) {
      add(dayOf(month, 6), 'Seguro de la flota de vehículos', 62_035, {
        category: 'Seguros',
        area: 'Logística',
        supplier: 'Seguros Mediterráneo',
      });
    }
    if (random.chance(0.8)) {
      const [name, where] = random.pick(REPAIRS);
      add(businessDayIn(month), name, around(random, 320, 0.6), {
        category: 'Mantenimiento',
        area: where,
      });
    }
    if (random.chance(0.3)) {
      add(businessDayIn(month), random.pick(COURSES), around(random, 450, 0.5), {
        category: 'Formación',
        area: 'Recursos Humanos',
      });
    }
    for (let i = random.int(1, 3); i > 0; i -= 1) {
      add(businessDayIn(month), random.pick(TRIPS), around(random, 140, 0.7), {
        category: 'Dietas y viajes',
        area: 'Ventas',
      });
    }
    const cardSales = cardSalesCents.get(month) ?? 0;
    if (cardSales > 0) {
      add(payday, `Comisión del TPV ${label}`, Math.max(1, Math.round(cardSales * 0.0045)), {
        category: 'Comisiones bancarias',
        area: 'Administración',
        note: '0,45 % de las ventas con tarjeta del mes',
      });
    }
  }
  for (const date of eachDay(range.from, range.to)) {
    if (weekday(date) !== 1 || !isBusinessDay(date)) continue;
    add(date, 'Combustible de la flota', around(random, 240 * salesSeason(date), 0.2), {
      category: 'Transporte',
      area: 'Logística',
    });
  }
  return rows;
}
