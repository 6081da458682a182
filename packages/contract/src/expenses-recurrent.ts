import { z } from 'zod';
import { itemResponse, listQuery, listResponse, optionalText, requiredText } from './common';
import {
  amountSchema,
  FINANCE_NAME_MAX,
  FINANCE_NOTE_MAX,
  FINANCE_TEXTS,
  optionalRefIdSchema,
  refIdSchema,
  refSchema,
} from './finance';
import { idFilter, textFilter } from './filters';
import { moneySchema } from './money';

/** SPEC §9: the days of the month a recurring expense may fall on. */
export const RECURRING_DAYS = [1, 5, 10, 15, 20, 25] as const;
export type RecurringDay = (typeof RECURRING_DAYS)[number];

/** The server's Spanish messages of the egresos recurrentes calls (SPEC §8). */
export const RECURRING_TEXTS = {
  created: 'Egreso recurrente creado correctamente',
  updated: 'Egreso recurrente actualizado correctamente',
  deleted: 'Egreso recurrente eliminado correctamente',
  notFound: 'Egreso recurrente no encontrado',
  badDay: 'El día del mes debe ser 1, 5, 10, 15, 20 o 25',
  badActive: 'El estado debe ser verdadero o falso',
} as const;

/** SPEC §3 Recurring expense, plus its references' names and `active` (DECISIONS §7). */
export const recurringExpenseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: moneySchema,
  dayOfMonth: z.number().int(),
  categoryId: z.number().int(),
  category: refSchema,
  areaId: z.number().int(),
  area: refSchema,
  supplierId: z.number().int().nullable(),
  supplier: refSchema.nullable(),
  note: z.string(),
  active: z.boolean(),
  /** YYYY-MM-DD of the next expense it will generate; null while paused */
  nextDate: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringExpense = z.infer<typeof recurringExpenseSchema>;

const dayOfMonthSchema = z.coerce
  .number({ error: RECURRING_TEXTS.badDay })
  .refine((day) => (RECURRING_DAYS as readonly number[]).includes(day), RECURRING_TEXTS.badDay);

const activeSchema = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: RECURRING_TEXTS.badActive }),
);

const recurringFields = {
  name: requiredText(FINANCE_NAME_MAX),
  amount: amountSchema,
  dayOfMonth: dayOfMonthSchema,
  categoryId: refIdSchema(FINANCE_TEXTS.categoryMissing),
  areaId: refIdSchema(FINANCE_TEXTS.areaMissing),
  supplierId: optionalRefIdSchema.optional(),
  note: optionalText(FINANCE_NOTE_MAX),
  active: activeSchema.optional(),
};

/** POST /expenses-recurrent {name, amount, dayOfMonth, categoryId, areaId, supplierId, note}. */
export const createRecurringExpenseSchema = z.object(recurringFields);
export type CreateRecurringExpenseInput = z.input<typeof createRecurringExpenseSchema>;
export type CreateRecurringExpense = z.output<typeof createRecurringExpenseSchema>;

/** PATCH /expenses-recurrent/{id}: any of the fields; `active: false` pauses it. */
export const updateRecurringExpenseSchema = z
  .object({
    name: recurringFields.name.optional(),
    amount: recurringFields.amount.optional(),
    dayOfMonth: recurringFields.dayOfMonth.optional(),
    categoryId: recurringFields.categoryId.optional(),
    areaId: recurringFields.areaId.optional(),
    supplierId: optionalRefIdSchema.optional(),
    note: optionalText(FINANCE_NOTE_MAX).optional(),
    active: activeSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: FINANCE_TEXTS.noChanges,
  });
export type UpdateRecurringExpenseInput = z.input<typeof updateRecurringExpenseSchema>;
export type UpdateRecurringExpense = z.output<typeof updateRecurringExpenseSchema>;

/** GET /expenses-recurrent with page, limit, name, dayOfMonth, categoryId, areaId, supplierId. */
export const recurringExpenseListQuerySchema = listQuery({
  name: textFilter,
  dayOfMonth: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    dayOfMonthSchema.optional(),
  ),
  categoryId: idFilter,
  areaId: idFilter,
  supplierId: idFilter,
});
export type RecurringExpenseListQuery = z.output<typeof recurringExpenseListQuerySchema>;

export const recurringExpenseListResponseSchema = listResponse(recurringExpenseSchema);
export type RecurringExpenseListResponse = z.infer<typeof recurringExpenseListResponseSchema>;
export const recurringExpenseItemResponseSchema = itemResponse(recurringExpenseSchema);
