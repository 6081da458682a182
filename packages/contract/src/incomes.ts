import { z } from 'zod';
import { itemResponse, listQuery, listResponse, optionalText } from './common';
import { amountSchema, FINANCE_TEXTS, financeDateSchema, refIdSchema, refSchema } from './finance';
import { checkDateRange, dateFilter, idFilter, textFilter } from './filters';
import { moneySchema } from './money';

/** SPEC §9 income types and their Spanish labels. */
export const INCOME_TYPES = ['cash', 'credit_card', 'debit_card', 'checking_account'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
export const INCOME_TYPE_LABELS: Record<IncomeType, string> = {
  cash: 'Efectivo',
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  checking_account: 'Cuenta corriente',
};

/** The server's Spanish messages of the ingresos calls (SPEC §8). */
export const INCOME_TEXTS = {
  created: 'Ingreso creado correctamente',
  updated: 'Ingreso actualizado correctamente',
  deleted: 'Ingreso eliminado correctamente',
  notFound: 'Ingreso no encontrado',
  badType: 'Tipo de ingreso inválido',
} as const;

export const INCOME_DESCRIPTION_MAX = 200;

/** SPEC §3 Income, plus its area's name and the optional 'Concepto' (DECISIONS §7). */
export const incomeSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  type: z.enum(INCOME_TYPES),
  /** YYYY-MM-DD, company zone */
  date: z.string(),
  areaId: z.number().int(),
  area: refSchema,
  description: z.string(),
  createdAt: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;

const incomeFields = {
  amount: amountSchema,
  type: z.enum(INCOME_TYPES, { error: INCOME_TEXTS.badType }),
  date: financeDateSchema,
  areaId: refIdSchema(FINANCE_TEXTS.areaMissing),
  description: optionalText(INCOME_DESCRIPTION_MAX),
};

/** POST /incomes {amount, type, date, areaId} (+ description). */
export const createIncomeSchema = z.object(incomeFields);
export type CreateIncomeInput = z.input<typeof createIncomeSchema>;
export type CreateIncome = z.output<typeof createIncomeSchema>;

/** PATCH /incomes/{id}: any of the fields; a client may send the whole item back. */
export const updateIncomeSchema = z
  .object({
    amount: incomeFields.amount.optional(),
    type: incomeFields.type.optional(),
    date: incomeFields.date.optional(),
    areaId: incomeFields.areaId.optional(),
    description: optionalText(INCOME_DESCRIPTION_MAX).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: FINANCE_TEXTS.noChanges,
  });
export type UpdateIncomeInput = z.input<typeof updateIncomeSchema>;
export type UpdateIncome = z.output<typeof updateIncomeSchema>;

export const incomeFilters = {
  name: textFilter,
  dateFrom: dateFilter,
  dateTo: dateFilter,
  areaId: idFilter,
};
/** GET /incomes (and /incomes/export without page and limit). */
export const incomeListQuerySchema = listQuery(incomeFilters).superRefine(checkDateRange);
export type IncomeListQuery = z.output<typeof incomeListQuerySchema>;
export const incomeExportQuerySchema = z.object(incomeFilters).superRefine(checkDateRange);
export type IncomeFilters = z.output<typeof incomeExportQuerySchema>;

export const incomeListResponseSchema = listResponse(incomeSchema);
export type IncomeListResponse = z.infer<typeof incomeListResponseSchema>;
export const incomeItemResponseSchema = itemResponse(incomeSchema);
